/**
 * A project's revenue-split beneficiaries share at most the whole of a payment: their
 * percentages total at most 100 (the rest goes to the province treasury). Summed in millionths
 * of a percent, so 33.33 + 33.33 + 33.34 is exactly 100, not 100.00000000000001.
 */
export const SPLIT_TOTAL_LIMIT = 100;

const millionths = (percentage: number) => Math.round(percentage * 1_000_000);

export function splitTotal(percentages: readonly number[]): number {
  return percentages.reduce((sum, p) => sum + millionths(p), 0) / 1_000_000;
}

/** True when adding `percentage` to the project's other splits passes 100. */
export function splitTotalExceeded(others: readonly number[], percentage: unknown): boolean {
  if (typeof percentage !== 'number' || !Number.isFinite(percentage)) return false;
  return others.reduce((sum, p) => sum + millionths(p), millionths(percentage)) > millionths(SPLIT_TOTAL_LIMIT);
}

/** What is left to share, for the form's hint and message. */
export function splitRoom(others: readonly number[]): number {
  return Math.max(0, (millionths(SPLIT_TOTAL_LIMIT) - others.reduce((sum, p) => sum + millionths(p), 0)) / 1_000_000);
}
