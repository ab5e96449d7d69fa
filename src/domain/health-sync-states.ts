import type { Area } from './access-labels';
import { canPerform, type Action } from './permissions';
import type { PermissionEntry } from './access-labels';

/**
 * A birth declaration's sync states (what the civil registry has of it): waiting for approval
 * while it is checked and until the registry accepted it, rejected with a reason, synced once
 * transmitted. An approved declaration stays waiting, with its approval recorded, until the
 * transmission succeeds: a failed transmission keeps it waiting and shows the error.
 */
export const BIRTH_SYNC_STATES = ['waitingForApproval', 'rejected', 'synced'] as const;
export type BirthSyncState = (typeof BIRTH_SYNC_STATES)[number];

export type BirthAction = 'correct' | 'approve' | 'reject';
export type BirthStatus = { syncState: BirthSyncState; approved: boolean };

/** Who may take each action: the registrar corrects (Birth), the supervisor decides (Health Approver). */
export const BIRTH_ACTION_RIGHTS: Record<BirthAction, { area: Area; action: Action }> = {
  correct: { area: 'Birth', action: 'update' },
  approve: { area: 'Health Approver', action: 'update' },
  reject: { area: 'Health Approver', action: 'update' },
};

/**
 * Whether the state allows the action, whoever asks. A declaration is corrected while nobody has
 * approved it yet (waiting) or after it was rejected; it is decided only while waiting and not yet
 * approved. Once approved or synced it is what the registry receives, and stays as it is.
 */
export function stateAllows(status: BirthStatus, action: BirthAction): boolean {
  if (status.syncState === 'synced') return false;
  if (action === 'correct') return status.syncState === 'rejected' || !status.approved;
  return status.syncState === 'waitingForApproval' && !status.approved;
}

/** The actions a role may take on a declaration now: the buttons a screen shows. */
export function birthActionsFor(status: BirthStatus, roleList: readonly PermissionEntry[] | undefined): BirthAction[] {
  return (Object.keys(BIRTH_ACTION_RIGHTS) as BirthAction[]).filter(
    (action) => stateAllows(status, action) && canPerform(roleList, BIRTH_ACTION_RIGHTS[action].area, BIRTH_ACTION_RIGHTS[action].action),
  );
}

/** The state after an action: a correction sends a rejected declaration back to the approver. */
export function statusAfter(action: BirthAction): BirthStatus {
  if (action === 'reject') return { syncState: 'rejected', approved: false };
  return { syncState: 'waitingForApproval', approved: action === 'approve' };
}

/** A reason is what the registrar reads to correct the declaration: blank is no reason. */
export const isRejectionReason = (reason: unknown): reason is string => typeof reason === 'string' && reason.trim().length >= 3;
