/**
 * How long an unpaid amount has been overdue on a given day, in the four buckets finance reads:
 * up to 30 days past the due date, 31–60, 61–90 and beyond 90. A note becomes overdue the day
 * after its due date (the due date itself is still on time), so its first overdue day counts 1
 * and lands in the first bucket.
 */
export const AGEING_BUCKETS = ['d0to30', 'd31to60', 'd61to90', 'd90plus'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** The upper bound (days past due, included) of each bucket but the last. */
export const AGEING_LIMITS: readonly [AgeingBucket, number][] = [
  ['d0to30', 30],
  ['d31to60', 60],
  ['d61to90', 90],
];

/** The bucket of an amount `daysPastDue` days after its due date; null while it is not overdue. */
export function ageingBucket(daysPastDue: number): AgeingBucket | null {
  if (!Number.isSafeInteger(daysPastDue) || daysPastDue < 1) return null;
  return AGEING_LIMITS.find(([, limit]) => daysPastDue <= limit)?.[0] ?? 'd90plus';
}
