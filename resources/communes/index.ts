import Apartment from '@mui/icons-material/Apartment';
import { defineResource } from '../../src/client/schema-ui';

/** /communes: master data, listed on /master-data. */
export default defineResource({ schema: 'communes', icon: Apartment });
