import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import { defineResource } from '../../src/client/schema-ui';

/**
 * /tax-note: the list (chips, amounts with their counter-value, date ranges) and the note's page
 * (items, history, the steps the caller may take). Notes are created on /taxation and never
 * edited as a form: every change is a step of their protocol.
 */
export default defineResource({
  schema: 'taxNotes',
  icon: ReceiptLong,
  list: lazy(() => import('./TaxNoteList').then((m) => ({ default: m.TaxNoteList }))),
  show: lazy(() => import('./TaxNoteShow').then((m) => ({ default: m.TaxNoteShow }))),
  create: false,
  edit: false,
});
