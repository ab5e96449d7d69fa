/** Citizen registration states (citizens can be approved, rejected, merged or updated). */
export const CITIZEN_STATUSES = ['waiting', 'approved', 'rejected', 'merged'] as const;
export type CitizenStatus = (typeof CITIZEN_STATUSES)[number];
export type CitizenDecision = 'approve' | 'reject' | 'merge';

/** Only a citizen waiting for approval can be decided; a merged citizen is final. */
export function canDecide(status: unknown): boolean {
  return status === 'waiting' || status === undefined;
}

export const statusAfter: Record<CitizenDecision, CitizenStatus> = { approve: 'approved', reject: 'rejected', merge: 'merged' };

/**
 * A citizen who is some user's person cannot be deleted, or the user would point nowhere: the
 * user name to name in the refusal (the first in order, so the answer is stable), if any.
 */
export function userBlockingCitizenDeletion(linkedUserNames: readonly string[]): string | undefined {
  return [...linkedUserNames].sort()[0];
}
