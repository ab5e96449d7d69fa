import { describe, expect, it } from 'vitest';
import { permissionEntry } from '../../src/domain/permissions';
import {
  actorRights,
  afterAmendmentApproved,
  allowedActions,
  isExpired,
  paymentStateOf,
  protocolOf,
  remainingOf,
  stateAfterApproval,
  stateAfterCreation,
  type ActorRights,
  type NoteStatus,
} from '../../src/domain/tax-note-protocol';

const nobody: ActorRights = { appraiser: false, approver: false, receveur: false, staff: false };
const appraiser = { ...nobody, appraiser: true };
const approver = { ...nobody, approver: true };
const receveur = { ...nobody, receveur: true };
const staff = { ...nobody, staff: true };
const note = (status: Partial<NoteStatus>): NoteStatus => ({
  lifecycle: 'waitingForApproval',
  awaitingActor: 'approver',
  disputed: false,
  pendingAmendment: null,
  ...status,
});
const amendment = { amount: 500, reason: 'Survey', requestedBy: 'u1', requestedAt: '2026-01-01T00:00:00Z' };

describe('protocolOf and the state after creation and approval', () => {
  it('takes the actors named by the steps and the auto-approval hours', () => {
    const steps = [
      { hasApprovingOfficer: true, stepMode: 'user' as const },
      { stepMode: 'auto' as const, autoApproveAfterHours: 48 },
      { stepMode: 'auto' as const, autoApproveAfterHours: 24 },
      { stepMode: 'user' as const, autoApproveAfterHours: 1, hasDivisionRecoveryOfficer: true },
    ];
    expect(protocolOf(steps)).toEqual({ approver: true, autoApproveAfterHours: 24, receveur: true });
    expect(protocolOf([{ hasApprovingOfficer: true }])).toEqual({ approver: true, autoApproveAfterHours: null, receveur: false });
    // Nothing to approve, so nothing to approve automatically.
    expect(protocolOf([{ stepMode: 'auto', autoApproveAfterHours: 2 }])).toEqual({ approver: false, autoApproveAfterHours: null, receveur: false });
  });

  it('skips the actors no step names', () => {
    const full = { approver: true, autoApproveAfterHours: null, receveur: true };
    expect(stateAfterCreation(full)).toEqual({ lifecycle: 'waitingForApproval', awaitingActor: 'approver' });
    expect(stateAfterApproval(full)).toEqual({ lifecycle: 'approved', awaitingActor: 'receveur' });
    expect(stateAfterCreation({ ...full, approver: false })).toEqual({ lifecycle: 'approved', awaitingActor: 'receveur' });
    expect(stateAfterCreation({ ...full, approver: false, receveur: false })).toEqual({ lifecycle: 'issued', awaitingActor: null });
    expect(stateAfterApproval({ ...full, receveur: false })).toEqual({ lifecycle: 'issued', awaitingActor: null });
  });
});

describe('actorRights', () => {
  it('reads each actor from its area and action', () => {
    const roleList = [
      permissionEntry('Taxation', { isAccess: true, create: true }),
      permissionEntry('Approver', { isAccess: true, read: true }),
      permissionEntry('Tax Note', 'all'),
    ];
    expect(actorRights(roleList)).toEqual({ appraiser: true, approver: false, receveur: false, staff: true });
    expect(actorRights([permissionEntry('Approver', 'all'), permissionEntry('Recoverment', 'all')])).toEqual({ ...approver, receveur: true });
    expect(actorRights(undefined)).toEqual(nobody);
  });
});

describe('allowedActions', () => {
  it('lets only an approver approve or reject a waiting note', () => {
    expect(allowedActions(note({}), approver)).toEqual(['approve', 'reject']);
    for (const rights of [appraiser, receveur, staff]) expect(allowedActions(note({}), rights)).not.toContain('approve');
    expect(allowedActions(note({ lifecycle: 'approved', awaitingActor: 'receveur' }), approver)).not.toContain('approve');
  });

  it('lets only a receveur issue an approved note waiting for the receveur', () => {
    expect(allowedActions(note({ lifecycle: 'approved', awaitingActor: 'receveur' }), receveur)).toEqual(['issue']);
    expect(allowedActions(note({ lifecycle: 'approved', awaitingActor: null }), receveur)).toEqual([]);
    expect(allowedActions(note({ lifecycle: 'approved', awaitingActor: 'receveur' }), { ...staff, approver: true })).not.toContain('issue');
    expect(allowedActions(note({}), receveur)).toEqual([]);
  });

  it('lets staff or the appraiser ask one amendment at a time on a live note', () => {
    expect(allowedActions(note({}), appraiser)).toEqual(['requestAmendment']);
    expect(allowedActions(note({ lifecycle: 'issued', awaitingActor: null }), staff)).toContain('requestAmendment');
    expect(allowedActions(note({ pendingAmendment: amendment }), staff)).not.toContain('requestAmendment');
    expect(allowedActions(note({ lifecycle: 'rejected', awaitingActor: null }), { ...staff, appraiser: true })).toEqual([]);
    expect(allowedActions(note({}), receveur)).not.toContain('requestAmendment');
  });

  it('lets an approver decide a pending amendment', () => {
    const issued = note({ lifecycle: 'issued', awaitingActor: null, pendingAmendment: amendment });
    expect(allowedActions(issued, approver)).toEqual(['approveAmendment', 'rejectAmendment']);
    expect(allowedActions({ ...issued, pendingAmendment: null }, approver)).toEqual([]);
    expect(allowedActions(issued, staff)).toEqual(['openDispute']);
  });

  it('lets staff open a dispute on an issued or approved note, and an approver reject it', () => {
    expect(allowedActions(note({ lifecycle: 'issued', awaitingActor: null }), staff)).toEqual(['requestAmendment', 'openDispute']);
    expect(allowedActions(note({ lifecycle: 'approved', awaitingActor: 'receveur' }), staff)).toContain('openDispute');
    expect(allowedActions(note({}), staff)).not.toContain('openDispute');
    const disputed = note({ lifecycle: 'issued', awaitingActor: null, disputed: true });
    expect(allowedActions(disputed, staff)).not.toContain('openDispute');
    expect(allowedActions(disputed, approver)).toEqual(['rejectDispute']);
  });

  it('closes a dispute when an amendment is approved', () => {
    expect(afterAmendmentApproved(amendment)).toEqual({ amount: 500, pendingAmendment: null, disputed: false });
  });
});

describe('payment state and expiry', () => {
  it('derives the payment state from the amount and what was paid', () => {
    expect(paymentStateOf(1000, 0)).toBe('unpaid');
    expect(paymentStateOf(1000, 400)).toBe('remaining');
    expect(paymentStateOf(1000, 1000)).toBe('paid');
    expect(paymentStateOf(0, 0)).toBe('paid');
    expect(remainingOf(1000, 400)).toBe(600);
    expect(remainingOf(1000, 1200)).toBe(0);
  });

  it('expires an unpaid note the day after its due date', () => {
    const due = { dueDate: '2026-03-31', amount: 1000, paidAmount: 400 };
    expect(isExpired(due, '2026-03-31')).toBe(false);
    expect(isExpired(due, '2026-04-01')).toBe(true);
    expect(isExpired({ ...due, paidAmount: 1000 }, '2026-04-01')).toBe(false);
    expect(isExpired({ ...due, dueDate: null }, '2026-04-01')).toBe(false);
    expect(isExpired({ ...due, lifecycle: 'rejected' }, '2026-04-01')).toBe(false);
  });
});
