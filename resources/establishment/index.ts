import Business from '@mui/icons-material/Business';
import { lazy } from 'react';
import { defineResource } from '../../src/client/schema-ui';

/** /establishment: list or branch tree, a show page with bank accounts and branches, checked create/edit. */
export default defineResource({
  schema: 'establishments',
  icon: Business,
  list: lazy(() => import('./EstablishmentList').then((m) => ({ default: m.EstablishmentList }))),
  show: lazy(() => import('./EstablishmentShow').then((m) => ({ default: m.EstablishmentShow }))),
  create: lazy(() => import('./EstablishmentCreate').then((m) => ({ default: m.EstablishmentCreate }))),
  edit: lazy(() => import('./EstablishmentEdit').then((m) => ({ default: m.EstablishmentEdit }))),
});
