import { useRecordContext } from 'react-admin';
import { allowedActions, type ActorRights } from '../../../domain/tax-note-protocol';
import type { TaxNoteRecord } from '../../providers/tax-note-methods';
import { TaxNoteActions } from '../../../../resources/tax-note/TaxNoteActions';

/** A queue decides the note's current step only; amendments and disputes are taken on the note's page. */
const QUEUE_STEPS = new Set(['approve', 'reject', 'issue']);

/**
 * A queue row's decisions, from the same rule the server applies (allowedActions on the caller's
 * rights and key: no approve or reject on a note the caller created), so a row offers only what
 * the server will accept; the server still decides.
 */
export function ApproverRowActions({ rights, caller }: { rights: ActorRights; caller?: string; label?: string }) {
  const note = useRecordContext<TaxNoteRecord>();
  if (!note) return null;
  const actions = allowedActions(
    {
      lifecycle: note.lifecycle,
      awaitingActor: note.awaitingActor ?? null,
      disputed: note.disputed === true,
      pendingAmendment: note.pendingAmendment ?? null,
      createdBy: note.createdBy,
    },
    rights,
    caller,
  ).filter((action) => QUEUE_STEPS.has(action));
  return <TaxNoteActions note={note} actions={actions} size="small" />;
}
