import Workspaces from '@mui/icons-material/Workspaces';
import { lazy } from 'react';
import { defineResource } from '../../src/client/schema-ui';

/**
 * /project: the list, the create form and the dashboard. The dashboard takes react-admin's edit
 * route (/project/:key/*) so its tabs are relative routes (/project/:key/overview…).
 */
export default defineResource({
  schema: 'projects',
  icon: Workspaces,
  list: lazy(() => import('./ProjectList').then((m) => ({ default: m.ProjectList }))),
  create: lazy(() => import('./ProjectCreate').then((m) => ({ default: m.ProjectCreate }))),
  edit: lazy(() => import('./ProjectDashboard').then((m) => ({ default: m.ProjectDashboard }))),
  show: false,
});
