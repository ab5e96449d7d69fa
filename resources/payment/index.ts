import MenuBook from '@mui/icons-material/MenuBook';
import { lazy } from 'react';
import { defineResource } from '../../src/client/schema-ui';

/**
 * /payment: the project's payments ledger, read-only. Payments are posted on /make-payment and
 * corrected by reversal from the note's page, never created or edited as a form, and a ledger
 * row has no page of its own (its receipt is the printable view).
 */
export default defineResource({
  schema: 'payments',
  icon: MenuBook,
  list: lazy(() => import('./PaymentLedger').then((m) => ({ default: m.PaymentLedger }))),
  show: false,
  create: false,
  edit: false,
});
