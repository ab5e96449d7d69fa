import Category from '@mui/icons-material/Category';
import { defineResource } from '../../src/client/schema-ui';

/** /classifications: master data (a tree by parentKey), listed on /master-data. */
export default defineResource({ schema: 'classifications', icon: Category });
