import Place from '@mui/icons-material/Place';
import { defineResource } from '../../src/client/schema-ui';

/** /quartiers: master data, listed on /master-data. */
export default defineResource({ schema: 'quartiers', icon: Place });
