import type { PermissionEntry } from './access-labels';
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

export type NoteStatus = NoteState & { disputed: boolean; pendingAmendment: unknown };

/**
 * The actions open to the caller now, in the order of NOTE_ACTIONS. A rejected note is closed:
 * no amendment can be asked for or decided on it. Approving an amendment also closes an open
 * dispute (the corrected amount answers it): see afterAmendmentApproved.
 */
export function allowedActions(note: NoteStatus, rights: ActorRights): NoteAction[] {
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
  return NOTE_ACTIONS.filter((action) => open[action]);
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
