import RealEstateAgent from '@mui/icons-material/RealEstateAgent';
import { defineResource } from '../../src/client/schema-ui';

/** /rental: rental contracts; owner and renter must differ (checked in the form and on the server). */
export default defineResource({ schema: 'rentalContracts', icon: RealEstateAgent });
