import { format, startOfMonth } from 'date-fns';
import type { Currency } from '../../../domain/money';
import type { RevenueShareRow } from '../../providers/settlement-methods';

/** The report opens on the current month so far. */
export function defaultRange(now: Date): { from: string; to: string } {
  return { from: format(startOfMonth(now), 'yyyy-MM-dd'), to: format(now, 'yyyy-MM-dd') };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Both ends must be real days, the first not after the last. */
export function isRange(from: string, to: string): boolean {
  return ISO_DAY.test(from) && ISO_DAY.test(to) && from <= to;
}

/** The sum of every beneficiary's share in each currency (integer minor units, exact). */
export function totals(rows: readonly RevenueShareRow[]): Record<Currency, number> {
  return rows.reduce((sum, row) => ({ USD: sum.USD + row.USD, CDF: sum.CDF + row.CDF }), { USD: 0, CDF: 0 });
}

/** The currency a chart opens in: the one with money in it, dollars first. */
export function chartCurrencyOf(rows: readonly RevenueShareRow[]): Currency {
  const sum = totals(rows);
  return sum.USD === 0 && sum.CDF !== 0 ? 'CDF' : 'USD';
}
