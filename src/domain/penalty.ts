import { multiplyHalfUp } from './money';

/** A note not paid by its due date owes 4% more (the call-centre reminder says so). */
export const LATE_PENALTY_RATE = '0.04';
/** The rate as people read it, for labels: 'Late penalty (4%)'. */
export const LATE_PENALTY_PERCENT = 4;

/**
 * The penalty on a note's amount (minor units of the note's currency): 4% of it, rounded once,
 * half-up, to a whole minor unit. Never negative: a note of 0 (or less) owes no penalty.
 */
export function latePenaltyOf(amount: number): number {
  if (amount <= 0) return 0;
  return multiplyHalfUp(amount, [LATE_PENALTY_RATE]);
}

/**
 * The penalty is due from the day after the due date ('YYYY-MM-DD' strings compare as days):
 * on the due date itself the taxpayer may still pay without it.
 */
export function isPastDue(dueDate: string | null | undefined, today: string): boolean {
  return typeof dueDate === 'string' && dueDate < today;
}
