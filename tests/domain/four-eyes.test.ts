import { describe, expect, it } from 'vitest';
import { decidesOwnRequest } from '../../src/domain/four-eyes';
import { allowedActions, disputedByOf, ownRequestIn, type ActorRights, type NoteStatus } from '../../src/domain/tax-note-protocol';

const everyRight: ActorRights = { appraiser: true, approver: true, receveur: true, staff: true };
const note = (status: Partial<NoteStatus>): NoteStatus => ({
  lifecycle: 'issued',
  awaitingActor: null,
  disputed: false,
  pendingAmendment: null,
  createdBy: 'u-creator',
  ...status,
});
const amendment = { amount: 0, reason: 'Correction', requestedBy: 'u-asker', requestedAt: '2026-11-27T10:00:00Z' };

describe('decidesOwnRequest', () => {
  it('is true only when a person decides what they made; the system (no key) never is', () => {
    expect(decidesOwnRequest('u1', ['u2', 'u1'])).toBe(true);
    expect(decidesOwnRequest('u1', ['u2', null, undefined])).toBe(false);
    expect(decidesOwnRequest(null, [null])).toBe(false);
    expect(decidesOwnRequest('', [''])).toBe(false);
  });
});

describe('four eyes on a tax note', () => {
  it('keeps a note’s approval and rejection from its creator, whatever their rights', () => {
    const waiting = note({ lifecycle: 'waitingForApproval', awaitingActor: 'approver' });
    expect(ownRequestIn('approve', waiting, 'u-creator')).toBe('note');
    expect(ownRequestIn('reject', waiting, 'u-creator')).toBe('note');
    expect(allowedActions(waiting, everyRight, 'u-creator')).toEqual(['requestAmendment']);
    expect(allowedActions(waiting, everyRight, 'u-other')).toEqual(['approve', 'reject', 'requestAmendment']);
    // Without a caller (the scheduler, or the state alone) nothing is kept back.
    expect(allowedActions(waiting, everyRight)).toEqual(['approve', 'reject', 'requestAmendment']);
  });

  it('keeps both decisions on an amendment from its requester', () => {
    const pending = note({ pendingAmendment: amendment });
    expect(ownRequestIn('approveAmendment', pending, 'u-asker')).toBe('amendment');
    expect(ownRequestIn('rejectAmendment', pending, 'u-asker')).toBe('amendment');
    expect(allowedActions(pending, everyRight, 'u-asker')).toEqual(['openDispute']);
    expect(allowedActions(pending, everyRight, 'u-creator')).toEqual(['approveAmendment', 'rejectAmendment', 'openDispute']);
  });

  it('keeps a dispute’s decisions from whoever recorded it: rejecting it, or upholding it by approving an amendment', () => {
    const disputed = note({ disputed: true, disputedBy: 'u-recorder', pendingAmendment: amendment });
    expect(ownRequestIn('rejectDispute', disputed, 'u-recorder')).toBe('dispute');
    expect(ownRequestIn('approveAmendment', disputed, 'u-recorder')).toBe('dispute');
    // Turning the amendment down leaves the dispute open: not its decision.
    expect(ownRequestIn('rejectAmendment', disputed, 'u-recorder')).toBeNull();
    expect(allowedActions(disputed, everyRight, 'u-recorder')).toEqual(['rejectAmendment']);
    // Once the dispute is closed its recorder may decide amendments again.
    expect(ownRequestIn('approveAmendment', { ...disputed, disputed: false }, 'u-recorder')).toBeNull();
  });

  it('never keeps the other steps from anyone', () => {
    const approved = note({ lifecycle: 'approved', awaitingActor: 'receveur' });
    expect(ownRequestIn('issue', approved, 'u-creator')).toBeNull();
    expect(ownRequestIn('requestAmendment', approved, 'u-creator')).toBeNull();
    expect(ownRequestIn('openDispute', approved, 'u-creator')).toBeNull();
  });

  it('reads who recorded a dispute from the latest dispute event', () => {
    const events = [
      { kind: 'created', userKey: 'u-creator' },
      { kind: 'disputed', userKey: 'u-first' },
      { kind: 'disputeRejected', userKey: 'u-approver' },
      { kind: 'disputed', userKey: 'u-second' },
    ];
    expect(disputedByOf(events)).toBe('u-second');
    expect(disputedByOf(events.slice(0, 1))).toBeNull();
  });
});
