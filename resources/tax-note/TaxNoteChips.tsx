import { Chip, Stack, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TaxNoteRecord } from '../../src/client/providers/tax-note-methods';

type Color = ChipProps['color'];

const LIFECYCLE_COLORS: Record<string, Color> = { waitingForApproval: 'warning', approved: 'info', issued: 'success', rejected: 'error' };
const PAYMENT_COLORS: Record<string, Color> = { unpaid: 'error', remaining: 'warning', paid: 'success' };

type Props = { note: Pick<TaxNoteRecord, 'lifecycle' | 'paymentState' | 'expired' | 'disputed' | 'pendingAmendment'>; size?: 'small' | 'medium' };

/**
 * Where a note stands, as coloured chips: its lifecycle, then (once approved) how much is paid,
 * and the flags a reader must not miss: expired, disputed, a new amount awaiting approval.
 */
export function TaxNoteChips({ note, size = 'small' }: Props) {
  const translate = useTranslate();
  // A rejected or unapproved note owes nothing yet: its payment state would only mislead.
  const owed = note.lifecycle === 'approved' || note.lifecycle === 'issued';
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label={translate('taxNotes.chips.label')}>
      <Chip size={size} color={LIFECYCLE_COLORS[note.lifecycle] ?? 'default'} label={translate(`values.lifecycle.${note.lifecycle}`, { _: note.lifecycle })} />
      {owed && note.paymentState && (
        <Chip
          size={size}
          variant="outlined"
          color={PAYMENT_COLORS[note.paymentState] ?? 'default'}
          label={translate(`values.paymentState.${note.paymentState}`, { _: note.paymentState })}
        />
      )}
      {note.expired && <Chip size={size} color="error" label={translate('taxNotes.chips.expired')} />}
      {note.disputed && <Chip size={size} color="secondary" label={translate('taxNotes.chips.disputed')} />}
      {note.pendingAmendment && <Chip size={size} variant="outlined" color="info" label={translate('taxNotes.chips.amendmentPending')} />}
    </Stack>
  );
}
