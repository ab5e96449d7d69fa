import Payments from '@mui/icons-material/Payments';
import { defineResource } from '../../src/client/schema-ui';

/** /currencies: master data, listed on /master-data. */
export default defineResource({ schema: 'currencies', icon: Payments });
