import DirectionsCar from '@mui/icons-material/DirectionsCar';
import { defineResource } from '../../src/client/schema-ui';

/** /vehicle: vehicles and their taxes, drawn from schemas/vehicle.schema.json. */
export default defineResource({ schema: 'vehicles', icon: DirectionsCar });
