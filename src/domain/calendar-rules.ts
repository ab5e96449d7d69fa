/**
 * Date rules of the registers. Dates travel as ISO calendar days ('YYYY-MM-DD'), so comparing
 * the strings compares the days; a value that is not such a day is left to the schema's format.
 */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: unknown): value is string => typeof value === 'string' && ISO_DAY.test(value);

/** The calendar day of an instant in UTC, the form every rule here compares. */
export const isoDay = (instant: Date): string => instant.toISOString().slice(0, 10);

/** A day's length; calendar days here are UTC days, so every one has exactly this many. */
export const DAY_MS = 86_400_000;

const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The day `days` after `day` (before it when negative); a value that is not a day throws a RangeError. */
export const addDays = (day: string, days: number): string => isoDay(new Date(dayStart(day) + days * DAY_MS));

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'): 0 on the same day, negative before. */
export const daysBetween = (from: string, to: string): number => Math.round((dayStart(to) - dayStart(from)) / DAY_MS);

/**
 * The latest calendar day anywhere on earth (UTC+14): the server judges "not in the future"
 * against it, so a clerk a few time zones east of the server is never refused today's date.
 */
export const latestToday = (now: Date): string => isoDay(new Date(now.getTime() + 14 * 60 * 60 * 1000));

/** A day that has not come yet (a birth, a creation) cannot be recorded. */
export function isFutureDay(value: unknown, today: string): boolean {
  return isDay(value) && value > today;
}

/** A validity period ends on or after the day it starts; an open end is fine. */
export function periodIsReversed(from: unknown, to: unknown): boolean {
  return isDay(from) && isDay(to) && to < from;
}

/** Vehicles registered for next year are sold late in the year; anything later is a typing slip. */
export function yearAfterNext(year: unknown, today: string): boolean {
  return typeof year === 'number' && Number.isInteger(year) && year > Number(today.slice(0, 4)) + 1;
}

type Period = { validFrom?: unknown; validTo?: unknown };

/** Two validity periods share at least one day (an open end runs forever). */
export function periodsOverlap(a: Period, b: Period): boolean {
  if (!isDay(a.validFrom) || !isDay(b.validFrom)) return false;
  const aEnds = isDay(a.validTo) ? a.validTo : '9999-12-31';
  const bEnds = isDay(b.validTo) ? b.validTo : '9999-12-31';
  return a.validFrom <= bEnds && b.validFrom <= aEnds;
}
