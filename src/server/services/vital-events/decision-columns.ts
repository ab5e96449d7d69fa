import type { Principal } from '../auth/principal';

/**
 * What a health approver's decision writes on a birth or a death declaration, beside the
 * register's own state: who decided and when, and for a rejection the reason the registrar
 * reads before correcting it. The caller has locked the row and checked its state and version.
 */
export function decisionColumns(decision: 'approve' | 'reject', principal: Principal, now: Date, reason: string) {
  const by = { updatedAt: now, updatedBy: principal.userKey };
  return decision === 'approve'
    ? { ...by, approvedAt: now, approvedBy: principal.userKey }
    : { ...by, rejectedAt: now, rejectedBy: principal.userKey, rejectionReason: reason };
}
