/** Citizen registration states (SPEC §4: citizens can be approved, rejected, merged or updated). */
export const CITIZEN_STATUSES = ['waiting', 'approved', 'rejected', 'merged'] as const;
export type CitizenStatus = (typeof CITIZEN_STATUSES)[number];
export type CitizenDecision = 'approve' | 'reject' | 'merge';

/** Only a citizen waiting for approval can be decided; a merged citizen is final. */
export function canDecide(status: unknown): boolean {
  return status === 'waiting' || status === undefined;
}

export const statusAfter: Record<CitizenDecision, CitizenStatus> = { approve: 'approved', reject: 'rejected', merge: 'merged' };
