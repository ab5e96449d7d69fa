import LocationCity from '@mui/icons-material/LocationCity';
import { defineResource } from '../../src/client/schema-ui';

/** /cities: master data, listed on /master-data. */
export default defineResource({ schema: 'cities', icon: LocationCity });
