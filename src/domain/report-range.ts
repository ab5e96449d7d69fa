/**
 * The period a report covers: two ISO calendar days, both included. The same rules run in the
 * browser (which presets to offer, whether to draw the grid) and on the server (which periods to
 * accept, whether to send the grid's rows at all).
 */
export type ReportRange = { from: string; to: string };

/**
 * The detail grids of the tax and accounting reports are shown only while the period spans at
 * most this many days after its first day (a calendar month always fits); past it, the rows
 * would be too many to read, so only the charts and the totals remain.
 */
export const GRID_MAX_SPAN_DAYS = 30;

/** The longest period a report accepts: two years and a day, enough to compare two years. */
export const REPORT_MAX_SPAN_DAYS = 731;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Milliseconds of a real calendar day at UTC midnight, or NaN (2026-02-30 is not a day). */
function dayTime(day: string): number {
  if (!ISO_DAY.test(day)) return Number.NaN;
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day ? Number.NaN : time;
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Whole days from the first day to the last (0 for a single day). */
export function spanDays(range: ReportRange): number {
  return Math.round((dayTime(range.to) - dayTime(range.from)) / DAY_MS);
}

/** Whether the detail grids are shown for this period. */
export function isGridShown(range: ReportRange): boolean {
  return spanDays(range) <= GRID_MAX_SPAN_DAYS;
}

export type RangeProblem = 'invalidDay' | 'reversed' | 'tooLong';

/** Why a period cannot be reported on, or null when it can. */
export function rangeProblem(range: ReportRange): RangeProblem | null {
  if (Number.isNaN(dayTime(range.from)) || Number.isNaN(dayTime(range.to))) return 'invalidDay';
  if (range.to < range.from) return 'reversed';
  if (spanDays(range) > REPORT_MAX_SPAN_DAYS) return 'tooLong';
  return null;
}

/** The calendar month holding `day`. */
export function monthOf(day: string): ReportRange {
  const [year, month] = day.split('-').map(Number);
  return { from: dayOf(Date.UTC(year, month - 1, 1)), to: dayOf(Date.UTC(year, month, 0)) };
}

/** The calendar quarter holding `day`. */
export function quarterOf(day: string): ReportRange {
  const [year, month] = day.split('-').map(Number);
  const first = Math.floor((month - 1) / 3) * 3;
  return { from: dayOf(Date.UTC(year, first, 1)), to: dayOf(Date.UTC(year, first + 3, 0)) };
}

/** The calendar year holding `day`. */
export function yearOf(day: string): ReportRange {
  const year = day.slice(0, 4);
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/** The last `days` days up to `day` included (30 days: `day` and the 29 before it). */
export function lastDays(day: string, days: number): ReportRange {
  return { from: dayOf(dayTime(day) - (days - 1) * DAY_MS), to: day };
}

/** Whole days from the due date to `day` (0 on the due date, negative before it). */
export function daysPast(dueDate: string, day: string): number {
  return Math.round((dayTime(day) - dayTime(dueDate)) / DAY_MS);
}
