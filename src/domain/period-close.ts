/**
 * Closed periods. An administrator closes a calendar month of a project once it is reconciled;
 * from then on nothing dated in that month changes: no payment is posted or reversed in it, no
 * settlement is dated in it, and no note taxed in it is amended or penalised, so the month's
 * reports answer the same figures forever. Reopening takes two administrators: one asks, another
 * (neither the one who asked nor the one who closed) approves. Months are 'YYYY-MM', days 'YYYY-MM-DD'.
 */

/** The month a day belongs to. */
export const monthOf = (day: string): string => day.slice(0, 7);

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const isMonth = (value: unknown): value is string => typeof value === 'string' && MONTH.test(value);

/** A month can be closed only once it is over: today (the project's day) lies in a later month. */
export const monthIsOver = (month: string, today: string): boolean => month < monthOf(today);

export type PeriodClose = {
  month: string;
  closedBy: string;
  reopenRequestedBy: string | null;
};

export type ReopenRefusal = 'notRequested' | 'sameRequester' | 'sameCloser';

/**
 * Why `userKey` may not approve the reopening of `close`, or null when they may: a reopening must
 * have been asked for, and the one who asked and the one who closed never decide it.
 */
export function reopenRefusal(close: PeriodClose, userKey: string): ReopenRefusal | null {
  if (!close.reopenRequestedBy) return 'notRequested';
  if (close.reopenRequestedBy === userKey) return 'sameRequester';
  if (close.closedBy === userKey) return 'sameCloser';
  return null;
}

/** The months a report period from `from` to `to` (days) touches, in order. */
export function monthsOfPeriod(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = monthOf(to);
  // Bounded: a period longer than a century is a typing slip, not a report.
  for (let guard = 0; guard < 1200; guard += 1) {
    const current = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    if (current > last) break;
    months.push(current);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

/** The recent months an administrator may be offered: the `count` months before today's, newest first. */
export function recentMonths(today: string, count: number): string[] {
  let [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return Array.from({ length: count }, () => {
    month -= 1;
    if (month < 1) [year, month] = [year - 1, 12];
    return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
  });
}
