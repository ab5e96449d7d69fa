/**
 * When money may be dated. A payment belongs to a day between its note's approval and today, as
 * read on the project's clock: before the approval the note was not owed, after today the money
 * has not come in, and a date outside that range would pick another day's exchange rate (a
 * backdated CDF payment settles at an older, cheaper rate). An instalment schedule starts today
 * at the earliest, or every instalment would be late the day it is made. Days are 'YYYY-MM-DD'.
 */

/**
 * The projects' clock. Every project of the product works in Haut-Katanga (UTC+2, no daylight
 * saving); a project in another province would carry its own zone here.
 */
export const PROJECT_TIME_ZONE = 'Africa/Lubumbashi';

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day an instant falls on in `zone` ('en-CA' writes days as YYYY-MM-DD). */
export function dayInZone(instant: Date, zone: string = PROJECT_TIME_ZONE): string {
  let formatter = dayFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(zone, formatter);
  }
  return formatter.format(instant);
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far `zone`'s clock is ahead of UTC at an instant, in milliseconds (negative west of Greenwich). */
function zoneOffsetMs(instant: number, zone: string): number {
  let formatter = clockFormatters.get(zone);
  if (!formatter) {
    const options = {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    } as const;
    formatter = new Intl.DateTimeFormat('en-US', options);
    clockFormatters.set(zone, formatter);
  }
  const part = Object.fromEntries(formatter.formatToParts(new Date(instant)).map((p) => [p.type, Number(p.value)]));
  const asIfUtc = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return asIfUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a day ('YYYY-MM-DD') begins on the project's clock: what "today" and "this week"
 * count from, so that work done at 23:30 in Lubumbashi (21:30 UTC) is counted on its own day.
 */
export function startOfDayInZone(day: string, zone: string = PROJECT_TIME_ZONE): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // The offset is read again at the answer, in case the zone's clock changed during that night.
  const first = midnightUtc - zoneOffsetMs(midnightUtc, zone);
  return new Date(midnightUtc - zoneOffsetMs(first, zone));
}

/** The year an instant falls in on the project's clock: what numbers references, receipts and certificates. */
export const yearInZone = (instant: Date, zone: string = PROJECT_TIME_ZONE): number => Number(dayInZone(instant, zone).slice(0, 4));

const dayTimeFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as DD/MM/YYYY HH:mm on the project's clock: what a printed receipt says, whatever zone
 * the server runs in (the counter's screen shows the same local time).
 */
export function dayTimeInZone(instant: Date, zone: string = PROJECT_TIME_ZONE): string {
  let formatter = dayTimeFormatters.get(zone);
  if (!formatter) {
    const options = { timeZone: zone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    formatter = new Intl.DateTimeFormat('en-GB', options);
    dayTimeFormatters.set(zone, formatter);
  }
  const part = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

export type DayRange = { from: string; to: string };

/**
 * The days a payment of a note approved at `approvedAt` may carry, on the project's clock. A note
 * never approved has no range (it is not payable; the payment rules say why). An approval stamped
 * after `now` (clocks apart) still allows today.
 */
export function paymentDateRange(approvedAt: Date | string | null | undefined, now: Date, zone: string = PROJECT_TIME_ZONE): DayRange | null {
  if (!approvedAt) return null;
  const today = dayInZone(now, zone);
  const approved = dayInZone(new Date(approvedAt), zone);
  return { from: approved < today ? approved : today, to: today };
}

/** The range every note of a multiple payment allows: the latest approval day to today. */
export function commonRange(ranges: readonly DayRange[]): DayRange | null {
  if (!ranges.length) return null;
  return ranges.reduce((common, range) => ({ from: range.from > common.from ? range.from : common.from, to: range.to < common.to ? range.to : common.to }));
}

/** 'before' or 'after' when `day` lies outside `range`, else null. */
export function outsideRange(day: string, range: DayRange): 'before' | 'after' | null {
  if (day < range.from) return 'before';
  if (day > range.to) return 'after';
  return null;
}

/** An instalment schedule cannot start before today (the project's day). */
export const firstDueDateInPast = (firstDueDate: string, today: string): boolean => firstDueDate < today;
