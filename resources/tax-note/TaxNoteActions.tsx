import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import GavelIcon from '@mui/icons-material/Gavel';
import SendIcon from '@mui/icons-material/Send';
import { Button, Stack } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { NOTE_ACTIONS } from '../../src/domain/tax-note-protocol';
import type { TaxNoteAction, TaxNoteRecord } from '../../src/client/providers/tax-note-methods';
import { moneyText } from './tax-note-format';
import { useLanguage } from '../../src/client/providers/use-language';
import { TaxNoteAmendmentDialog } from './TaxNoteAmendmentDialog';
import { TaxNoteReasonDialog } from './TaxNoteReasonDialog';
import { useTaxNoteAction, type ActionInput } from './use-tax-note-action';

/** The order buttons appear in, whatever order the server listed them. */
export const ACTION_ORDER: readonly TaxNoteAction[] = NOTE_ACTIONS;

const CONFIRMED = new Set<TaxNoteAction>(['approve', 'issue', 'approveAmendment']);
const WITH_REASON = new Set<TaxNoteAction>(['reject', 'rejectAmendment', 'openDispute', 'rejectDispute']);
/** Row buttons name their note for screen readers ('Approve tax note HKR-…'). */
const NAMED = new Set<TaxNoteAction>(['approve', 'reject', 'issue']);

const STYLE: Record<TaxNoteAction, { icon: ReactElement; color: 'success' | 'error' | 'primary' | 'secondary' }> = {
  approve: { icon: <CheckIcon />, color: 'success' },
  reject: { icon: <CloseIcon />, color: 'error' },
  issue: { icon: <SendIcon />, color: 'primary' },
  requestAmendment: { icon: <EditIcon />, color: 'primary' },
  approveAmendment: { icon: <CheckIcon />, color: 'success' },
  rejectAmendment: { icon: <CloseIcon />, color: 'error' },
  openDispute: { icon: <GavelIcon />, color: 'secondary' },
  rejectDispute: { icon: <CloseIcon />, color: 'error' },
};

type Props = {
  note: TaxNoteRecord;
  /** What the caller may do: the server's allowedActions (record page) or the queue's own steps. */
  actions: readonly TaxNoteAction[];
  size?: 'small' | 'medium';
};

/**
 * The steps the caller may take on a note, and nothing else: approve, issue and approving a new
 * amount ask for confirmation; rejecting and disputes need a reason; a new amount needs the
 * amount and a reason. Each dialog stays open when the server refuses, except when someone
 * acted first (409): the note is then shown again as it now is.
 */
export function TaxNoteActions({ note, actions, size = 'medium' }: Props) {
  const translate = useTranslate();
  const language = useLanguage();
  const { run, busy } = useTaxNoteAction();
  const [open, setOpen] = useState<TaxNoteAction | null>(null);
  const shown = ACTION_ORDER.filter((action) => actions.includes(action));
  if (!shown.length) return null;
  const reference = note.reference;
  const amount = moneyText(note.amount, language);
  const pending = note.pendingAmendment ? moneyText({ amount: note.pendingAmendment.amount, currency: note.amount.currency }, language) : '';

  const take = async (action: TaxNoteAction, input?: ActionInput) => {
    const outcome = await run(note, action, input);
    if (outcome !== 'failed') setOpen(null);
  };

  return (
    // Dialogs render in portals, yet React bubbles their clicks to a table row, which would open the note.
    <Stack
      direction="row"
      spacing={0.5}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      onClick={(event) => event.stopPropagation()}
      role="group"
      aria-label={translate('taxNotes.actions.label', { reference })}
    >
      {shown.map((action) => (
        <Button
          key={action}
          size={size}
          variant={size === 'medium' ? 'outlined' : 'text'}
          color={STYLE[action].color}
          startIcon={STYLE[action].icon}
          disabled={busy}
          onClick={() => setOpen(action)}
          aria-label={NAMED.has(action) && size === 'small' ? translate(`taxNotes.actions.${action}Of`, { reference }) : undefined}
        >
          {translate(`taxNotes.actions.${action}`)}
        </Button>
      ))}
      {open && CONFIRMED.has(open) && (
        <Confirm
          isOpen
          loading={busy}
          title={translate(`taxNotes.actions.${open}Title`, { reference })}
          content={translate(`taxNotes.actions.${open}Content`, { reference, amount: open === 'approveAmendment' ? pending : amount })}
          confirm={translate(`taxNotes.actions.${open}`)}
          cancel={translate('taxNotes.actions.cancel')}
          onConfirm={() => void take(open)}
          onClose={() => setOpen(null)}
        />
      )}
      {open && WITH_REASON.has(open) && (
        <TaxNoteReasonDialog
          title={translate(`taxNotes.actions.${open}Title`, { reference })}
          submitLabel={translate(`taxNotes.actions.${open}`)}
          busy={busy}
          onCancel={() => setOpen(null)}
          withDocument={open === 'openDispute'}
          onSubmit={(reason, documentKey) => void take(open, { reason, documentKey })}
        />
      )}
      {open === 'requestAmendment' && (
        <TaxNoteAmendmentDialog note={note} busy={busy} onCancel={() => setOpen(null)} onSubmit={(input) => void take('requestAmendment', input)} />
      )}
    </Stack>
  );
}
