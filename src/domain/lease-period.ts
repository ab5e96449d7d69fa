import { periodMonths, periodStartOf, type Period } from './tax-computation';

/** The days a rental contract runs: from its start to its end (none = still running), 'YYYY-MM-DD'. */
export type LeaseDays = { startDate?: string | null; endDate?: string | null };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The first day of the month `offset` months after the month of `day`. */
function monthStart(day: string, offset: number): string {
  const date = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + offset, 1));
  return date.toISOString().slice(0, 10);
}

/** The day before `day`. */
function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** Whether the lease runs on at least one day from `from` to `to` (both included). */
function runsWithin(lease: LeaseDays, from: string, to: string): boolean {
  const starts = lease.startDate && DAY.test(lease.startDate) ? lease.startDate : undefined;
  const ends = lease.endDate && DAY.test(lease.endDate) ? lease.endDate : undefined;
  return (!starts || starts <= to) && (!ends || ends >= from);
}

/** The first and last day of the period holding `day` (a one-off period is that day). */
export function periodDays(period: Period, day: string): { from: string; to: string } {
  const from = periodStartOf(period, day);
  return { from, to: period === 'once' ? from : dayBefore(monthStart(from, periodMonths(period))) };
}

/**
 * The months of the period a lease is taxed for: those of the period's months on which it runs on
 * at least one day (a lease that ended on 30/11/2025 counts 11 months of 2025 and none of 2026; a
 * one-off period counts 1 when the lease runs on its day). 0 = the lease cannot be taxed for that
 * period (tax-staff D14): the taxation form does not offer it and the server refuses it.
 */
export function leaseMonthsInPeriod(lease: LeaseDays, period: Period, day: string): number {
  const { from, to } = periodDays(period, day);
  if (period === 'once') return runsWithin(lease, from, to) ? 1 : 0;
  let months = 0;
  for (let offset = 0; offset < periodMonths(period); offset += 1) {
    const first = monthStart(from, offset);
    if (runsWithin(lease, first, dayBefore(monthStart(from, offset + 1)))) months += 1;
  }
  return months;
}
