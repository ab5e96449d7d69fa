import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDayTime } from '../../src/domain/format';
import type { TaxNoteEvent } from '../../src/client/providers/tax-note-methods';
import { EventDocumentLink } from './EventDocumentLink';
import { coordinatesOf, moneyText } from './tax-note-format';
import { useLanguage } from '../../src/client/providers/use-language';

const KIND_COLORS: Record<string, string> = {
  created: 'info.main',
  approved: 'success.main',
  autoApproved: 'success.main',
  issued: 'primary.main',
  rejected: 'error.main',
  amendmentRejected: 'error.main',
  disputeRejected: 'error.main',
  disputed: 'secondary.main',
  penaltyApplied: 'warning.main',
};

/** An amount the event carries (a requested or approved new amount), when it has one. */
function eventAmount(data: TaxNoteEvent['data']): { amount: number; currency: string } | undefined {
  const amount = data?.amount;
  const currency = data?.currency;
  return typeof amount === 'number' && typeof currency === 'string' ? { amount, currency } : undefined;
}

/**
 * The note's history, oldest first: what happened, who did it ('System' for the scheduler's
 * automatic approval), when, why, and where when the device gave its position.
 */
export function TaxNoteTimeline({ events }: { events: readonly TaxNoteEvent[] }) {
  const translate = useTranslate();
  const language = useLanguage();
  const ordered = [...events].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  return (
    <Box component="section" aria-labelledby="tax-note-history-title">
      <Typography id="tax-note-history-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('taxNotes.history.title')}
      </Typography>
      {!ordered.length && <Typography color="text.secondary">{translate('taxNotes.history.none')}</Typography>}
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {ordered.map((event, index) => {
          const where = coordinatesOf(event.latitude, event.longitude);
          const amount = eventAmount(event.data);
          return (
            <Box
              component="li"
              key={event.id}
              data-kind={event.kind}
              sx={{ position: 'relative', pl: 3, pb: index === ordered.length - 1 ? 0 : 2, borderLeft: 2, borderColor: 'divider', ml: 1 }}
            >
              <Box
                aria-hidden
                sx={{ position: 'absolute', left: -7, top: 4, width: 12, height: 12, borderRadius: '50%', bgcolor: KIND_COLORS[event.kind] ?? 'grey.500' }}
              />
              <Typography sx={{ fontWeight: 600 }}>{translate(`taxNotes.history.kinds.${event.kind}`, { _: event.kind })}</Typography>
              <Typography variant="body2" color="text.secondary">
                {event.userName || translate('taxNotes.history.system')} · {formatDayTime(event.createdAt)}
              </Typography>
              {amount && <Typography variant="body2">{translate('taxNotes.history.amount', { amount: moneyText(amount, language) })}</Typography>}
              {event.reason && <Typography variant="body2">{translate('taxNotes.history.reason', { reason: event.reason })}</Typography>}
              {typeof event.data?.documentKey === 'string' && <EventDocumentLink documentKey={event.data.documentKey} />}
              {where && (
                <Typography variant="caption" color="text.secondary">
                  {translate('taxNotes.history.coordinates', where)}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
