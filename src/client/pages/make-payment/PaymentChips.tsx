import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PaymentRow } from '../../providers/payment-methods';

/** A reversal row and the payment it cancelled, each marked so neither is read as money received. */
export function PaymentChips({ row }: { row: PaymentRow }) {
  const translate = useTranslate();
  if (row.kind === 'reversal') return <Chip size="small" color="error" label={translate('values.kind.reversal')} />;
  if (row.reversed) return <Chip size="small" color="warning" variant="outlined" label={translate('resources.payments.fields.reversed')} />;
  return null;
}

/** How a row's amounts are drawn: a cancelled payment struck through, a reversal in red. */
export const amountSx = (row: PaymentRow) => ({
  whiteSpace: 'nowrap',
  textDecoration: row.reversed ? 'line-through' : undefined,
  color: row.kind === 'reversal' ? 'error.main' : row.reversed ? 'text.secondary' : undefined,
});
