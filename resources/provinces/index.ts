import Map from '@mui/icons-material/Map';
import { defineResource } from '../../src/client/schema-ui';

/** /provinces: master data, listed on /master-data. */
export default defineResource({ schema: 'provinces', icon: Map });
