import { Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TaxNoteEvent } from '../../src/client/providers/tax-note-methods';
import { useLanguage } from '../../src/client/providers/use-language';
import { formatDay, formatMoney } from '../../src/domain/format';

type Change = { id: number; day: string; previousAmount: number; amount: number; currency: string; reason: string };

/**
 * The approved new amounts, oldest first, from the note's history: each approval keeps the amount
 * before and after; its reason is the request's (the one just before it), unless the approver gave one.
 */
function approvedChanges(events: readonly TaxNoteEvent[]): Change[] {
  const inOrder = [...events].sort((a, b) => a.id - b.id);
  return inOrder.flatMap((event, index) => {
    if (event.kind !== 'amendmentApproved') return [];
    const { amount, previousAmount, currency } = event.data ?? {};
    if (typeof amount !== 'number' || typeof previousAmount !== 'number' || typeof currency !== 'string') return [];
    const request = inOrder.slice(0, index).findLast((earlier) => earlier.kind === 'amendmentRequested');
    const reason = event.reason || request?.reason || '';
    return [{ id: event.id, day: formatDay(event.createdAt), previousAmount, amount, currency, reason }];
  });
}

/**
 * Why the amount due differs from what the items compute: each approved new amount, from → to,
 * with its reason (the items keep the computation as it was made).
 */
export function TaxNoteAmountChanges({ events }: { events: readonly TaxNoteEvent[] }) {
  const translate = useTranslate();
  const language = useLanguage();
  const changes = approvedChanges(events);
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
              day: change.day,
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
