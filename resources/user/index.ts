import ManageAccounts from '@mui/icons-material/ManageAccounts';
import { lazy } from 'react';
import { defineResource } from '../../src/client/schema-ui';

/**
 * /user: one bespoke list; the dialog opens over it at /user/create and /user/:id, so
 * the resource has no separate show, create or edit page.
 */
export default defineResource({
  schema: 'users',
  icon: ManageAccounts,
  list: lazy(() => import('./UserList').then((m) => ({ default: m.UserList }))),
  show: false,
  create: false,
  edit: false,
});
