import Layers from '@mui/icons-material/Layers';
import { defineResource } from '../../src/client/schema-ui';

/** /zones: master data, listed on /master-data. */
export default defineResource({ schema: 'zones', icon: Layers });
