import Signpost from '@mui/icons-material/Signpost';
import { defineResource } from '../../src/client/schema-ui';

/** /streets: master data, listed on /master-data. */
export default defineResource({ schema: 'streets', icon: Signpost });
