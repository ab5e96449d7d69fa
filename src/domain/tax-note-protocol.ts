import type { PermissionEntry } from './access-labels';
import { decidesOwnRequest, type PersonKey } from './four-eyes';
import { canPerform } from './permissions';

/**
 * The life of a tax note: the appraiser creates it, an approver approves or rejects it, a
 * receveur (division recovery officer) issues it. Which of these actors take part comes from the
 * tax type's step configurations; an actor no step names is skipped.
 */
export type Lifecycle = 'waitingForApproval' | 'approved' | 'issued' | 'rejected';
export type AwaitingActor = 'approver' | 'receveur' | null;
export type NoteState = { lifecycle: Lifecycle; awaitingActor: AwaitingActor };

export type ProtocolStep = { hasApprovingOfficer?: boolean; hasDivisionRecoveryOfficer?: boolean; stepMode?: 'auto' | 'user'; autoApproveAfterHours?: number };
export type Protocol = { approver: boolean; autoApproveAfterHours: number | null; receveur: boolean };

/**
 * An approver step exists when a step has an approving officer, a receveur step when one has a
 * division recovery officer. An 'auto' step with `autoApproveAfterHours` lets the scheduler
 * approve a waiting note after that many hours (the shortest when several say so); without an
 * approver step there is nothing to approve, so no auto-approval either.
 */
export function protocolOf(steps: readonly ProtocolStep[]): Protocol {
  const approver = steps.some((step) => step.hasApprovingOfficer === true);
  const receveur = steps.some((step) => step.hasDivisionRecoveryOfficer === true);
  const hours = steps
    .filter((step) => step.stepMode === 'auto' && Number.isInteger(step.autoApproveAfterHours) && step.autoApproveAfterHours! >= 0)
    .map((step) => step.autoApproveAfterHours!);
  return { approver, receveur, autoApproveAfterHours: approver && hours.length > 0 ? Math.min(...hours) : null };
}

/** Waiting for the approver; without one, approved and waiting for the receveur; without either, issued. */
export function stateAfterCreation(protocol: Protocol): NoteState {
  if (protocol.approver) return { lifecycle: 'waitingForApproval', awaitingActor: 'approver' };
  return stateAfterApproval(protocol);
}

/** Approved (by a person or the scheduler): the receveur issues it next, or it is issued at once. */
export function stateAfterApproval(protocol: Protocol): NoteState {
  return protocol.receveur ? { lifecycle: 'approved', awaitingActor: 'receveur' } : { lifecycle: 'issued', awaitingActor: null };
}

export const REJECTED: NoteState = { lifecycle: 'rejected', awaitingActor: null };
export const ISSUED: NoteState = { lifecycle: 'issued', awaitingActor: null };

/** What the caller's role lets them do to a note, read from the same flags the menu reads. */
export type ActorRights = { appraiser: boolean; approver: boolean; receveur: boolean; staff: boolean };

export function actorRights(roleList: readonly PermissionEntry[] | undefined): ActorRights {
  return {
    appraiser: canPerform(roleList, 'Taxation', 'create'),
    approver: canPerform(roleList, 'Approver', 'update'),
    receveur: canPerform(roleList, 'Recoverment', 'update'),
    staff: canPerform(roleList, 'Tax Note', 'update'),
  };
}

export const NOTE_ACTIONS = ['approve', 'reject', 'issue', 'requestAmendment', 'approveAmendment', 'rejectAmendment', 'openDispute', 'rejectDispute'] as const;
export type NoteAction = (typeof NOTE_ACTIONS)[number];

/**
 * A note's state, and who made the requests its decisions answer: its creator, the requester of
 * the pending amendment (inside pendingAmendment) and the person who recorded the open dispute.
 * The makers are optional: without them no four-eyes refusal can be told (the state alone).
 */
/**
 * Whether the scheduler may approve the note on the approver's behalf: never while a new amount
 * awaits a decision, so the approver decides the note and its new amount together.
 */
export function autoApprovable(note: { pendingAmendment: unknown }): boolean {
  return note.pendingAmendment == null;
}

export type NoteStatus = NoteState & { disputed: boolean; pendingAmendment: unknown; createdBy?: PersonKey; disputedBy?: PersonKey };

/** Who recorded a note's dispute: the person of its latest 'disputed' event (events oldest first). */
export function disputedByOf(events: readonly { kind: string; userKey: string | null }[]): string | null {
  return events.findLast((event) => event.kind === 'disputed')?.userKey ?? null;
}

/** Whose request a decision would answer, when it is the caller's own: refused by four eyes. */
export type OwnRequest = 'note' | 'amendment' | 'dispute';

const requesterOf = (amendment: unknown): PersonKey =>
  typeof amendment === 'object' && amendment !== null ? (amendment as { requestedBy?: string }).requestedBy : undefined;

/**
 * Four eyes on a note: approving or rejecting it sets or cancels what is owed, so its creator may
 * do neither; an amendment is decided (either way) by someone other than its requester; a dispute
 * is decided by someone other than the person who recorded it, and approving an amendment on a
 * disputed note upholds the dispute. The system (caller null) is never refused here.
 */
export function ownRequestIn(action: NoteAction, note: NoteStatus, caller: PersonKey): OwnRequest | null {
  const own = (maker: PersonKey) => decidesOwnRequest(caller, [maker]);
  switch (action) {
    case 'approve':
    case 'reject':
      return own(note.createdBy) ? 'note' : null;
    case 'approveAmendment':
      if (own(requesterOf(note.pendingAmendment))) return 'amendment';
      return note.disputed && own(note.disputedBy) ? 'dispute' : null;
    case 'rejectAmendment':
      return own(requesterOf(note.pendingAmendment)) ? 'amendment' : null;
    case 'rejectDispute':
      return own(note.disputedBy) ? 'dispute' : null;
    default:
      return null;
  }
}

/**
 * The actions open to the caller now, in the order of NOTE_ACTIONS. A rejected note is closed:
 * no amendment can be asked for or decided on it. Approving an amendment also closes an open
 * dispute (the corrected amount answers it): see afterAmendmentApproved. With the caller's key,
 * the decisions four eyes keep from them (ownRequestIn) are left out.
 */
export function allowedActions(note: NoteStatus, rights: ActorRights, caller?: PersonKey): NoteAction[] {
  const pending = note.pendingAmendment !== null && note.pendingAmendment !== undefined;
  const live = note.lifecycle !== 'rejected';
  const open: Record<NoteAction, boolean> = {
    approve: note.lifecycle === 'waitingForApproval' && rights.approver,
    reject: note.lifecycle === 'waitingForApproval' && rights.approver,
    issue: note.lifecycle === 'approved' && note.awaitingActor === 'receveur' && rights.receveur,
    requestAmendment: live && !pending && (rights.staff || rights.appraiser),
    approveAmendment: live && pending && rights.approver,
    rejectAmendment: live && pending && rights.approver,
    openDispute: (note.lifecycle === 'issued' || note.lifecycle === 'approved') && !note.disputed && rights.staff,
    rejectDispute: note.disputed && rights.approver,
  };
  return NOTE_ACTIONS.filter((action) => open[action] && ownRequestIn(action, note, caller) === null);
}

/** An approved amendment sets the amount owed, clears the request and closes any dispute. */
export function afterAmendmentApproved(amendment: { amount: number }): { amount: number; pendingAmendment: null; disputed: false } {
  return { amount: amendment.amount, pendingAmendment: null, disputed: false };
}

export type PaymentState = 'unpaid' | 'remaining' | 'paid';

/** Paid once nothing remains (a note of 0 is paid), unpaid before any payment, remaining between. */
export function paymentStateOf(amount: number, paid: number): PaymentState {
  if (paid >= amount) return 'paid';
  return paid <= 0 ? 'unpaid' : 'remaining';
}

export function remainingOf(amount: number, paid: number): number {
  return Math.max(0, amount - paid);
}

/**
 * Expired: the due date has passed (it is strictly before `today`, both 'YYYY-MM-DD') and the
 * note is not paid. A note without a due date, or rejected, never expires.
 */
export function isExpired(note: { dueDate?: string | null; amount: number; paidAmount: number; lifecycle?: Lifecycle }, today: string): boolean {
  if (!note.dueDate || note.lifecycle === 'rejected') return false;
  return note.dueDate < today && paymentStateOf(note.amount, note.paidAmount) !== 'paid';
}
