import PieChart from '@mui/icons-material/PieChart';
import { defineResource } from '../../src/client/schema-ui';

/** /revenue-split: how collected revenue is split between beneficiaries (0–100 %). */
export default defineResource({ schema: 'revenueSplits', icon: PieChart });
