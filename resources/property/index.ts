import HomeWork from '@mui/icons-material/HomeWork';
import { defineResource } from '../../src/client/schema-ui';

/** /property: properties (parcels) and their buildings, drawn from schemas/property.schema.json. */
export default defineResource({ schema: 'properties', icon: HomeWork });
