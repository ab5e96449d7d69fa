import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Language } from '../../../domain/constants';
import { formatMoney } from '../../../domain/format';
import { counterValue, otherCurrency } from '../../../domain/money';
import type { ItemRow } from './use-taxation-form';

/** The note's amount: the sum of its taxes (a declared amount replaces the computed one), with its counter-value. */
export function TotalLine({ rows, rate, language }: { rows: ItemRow[]; rate: string | undefined; language: Language }) {
  const translate = useTranslate();
  const currency = rows[0].currency;
  const amounts = rows.map((row) => (row.view.differs ? row.view.declared : row.view.computation?.amount));
  const complete = amounts.every((amount): amount is number => amount !== undefined && Number.isSafeInteger(amount));
  const total = complete ? amounts.reduce((sum, amount) => sum + amount, 0) : undefined;
  const to = otherCurrency(currency);
  const counter = total !== undefined ? counterValue({ amount: total, currency }, to, rate) : undefined;
  return (
    <Box
      data-testid="note-total"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'baseline', borderTop: 1, borderColor: 'divider', pt: 1 }}
    >
      <Typography component="p" variant="h6">
        {translate('taxation.total')}
      </Typography>
      <Box sx={{ textAlign: 'right' }}>
        <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
          {total !== undefined ? formatMoney({ amount: total, currency }, language) : '—'}
        </Typography>
        {counter && (
          <Typography component="p" color="text.secondary">
            ≈ {formatMoney(counter, language)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
