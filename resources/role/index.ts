import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import { lazy } from 'react';
import { defineResource } from '../../src/client/schema-ui';

/** /role: the list and a create/edit form whose roleList is the permission matrix. */
export default defineResource({
  schema: 'roles',
  icon: AdminPanelSettings,
  list: lazy(() => import('./RoleList').then((m) => ({ default: m.RoleList }))),
  create: lazy(() => import('./RoleCreate').then((m) => ({ default: m.RoleCreate }))),
  edit: lazy(() => import('./RoleEdit').then((m) => ({ default: m.RoleEdit }))),
  show: false,
});
