import Factory from '@mui/icons-material/Factory';
import { defineResource } from '../../src/client/schema-ui';

/** /sectors: master data (a tree by parentKey), listed on /master-data. */
export default defineResource({ schema: 'sectors', icon: Factory });
