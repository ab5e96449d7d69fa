import Wc from '@mui/icons-material/Wc';
import { defineResource } from '../../src/client/schema-ui';

/** /genders: master data, listed on /master-data. */
export default defineResource({ schema: 'genders', icon: Wc });
