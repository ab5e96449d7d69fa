import { Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TaxNoteEvent } from '../../src/client/providers/tax-note-methods';
import { useLanguage } from '../../src/client/providers/use-language';
import { formatDay, formatMoney } from '../../src/domain/format';
import { approvedAmountChanges } from '../../src/domain/amount-changes';

/**
 * Why the amount due differs from what the items compute: each approved new amount, from → to,
 * with its reason (the items keep the computation as it was made).
 */
export function TaxNoteAmountChanges({ events }: { events: readonly TaxNoteEvent[] }) {
  const translate = useTranslate();
  const language = useLanguage();
  const changes = approvedAmountChanges(events);
  if (!changes.length) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="tax-note-amount-changes" sx={{ p: { xs: 1.5, md: 2 } }}>
      <Typography id="tax-note-amount-changes" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('taxNotes.amountChanges.title')}
      </Typography>
      <Stack spacing={0.5}>
        {changes.map((change) => (
          <Typography key={change.id} data-testid="amount-change">
            {translate('taxNotes.amountChanges.line', {
              day: formatDay(change.createdAt),
              from: formatMoney({ amount: change.previousAmount, currency: change.currency }, language),
              to: formatMoney({ amount: change.amount, currency: change.currency }, language),
            })}
            {change.reason && ` — ${change.reason}`}
          </Typography>
        ))}
      </Stack>
    </Paper>
  );
}
