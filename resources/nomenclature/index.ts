import ListAlt from '@mui/icons-material/ListAlt';
import { defineResource } from '../../src/client/schema-ui';

/** /nomenclature: the tax nomenclature of the project. */
export default defineResource({ schema: 'nomenclatureItems', icon: ListAlt });
