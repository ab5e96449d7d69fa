/**
 * Where an overdue note stands in recovery, in the order recovery escalates: reminded (the call
 * centre reached out), promiseBroken (a promise to pay passed unpaid), summoned (a summons was
 * served), enforcement (the receveur hands it to enforcement). A note never steps back, except
 * that paying it ends recovery altogether.
 */
export const RECOVERY_STAGES = ['reminded', 'promiseBroken', 'summoned', 'enforcement'] as const;
export type RecoveryStage = (typeof RECOVERY_STAGES)[number];

export const stageRank = (stage: string | null | undefined): number => (stage ? RECOVERY_STAGES.indexOf(stage as RecoveryStage) : -1);

/** The stage after an event: the later of the current one and the one the event brings. */
export const escalatedStage = (current: string | null | undefined, next: RecoveryStage): RecoveryStage =>
  stageRank(current) >= stageRank(next) ? (current as RecoveryStage) : next;
