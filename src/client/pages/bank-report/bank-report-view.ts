import type { Currency } from '../../../domain/money';
import type { BankPaymentsReport } from '../../../domain/bank-reports';

type Day = BankPaymentsReport['daily'][number];
type Group = BankPaymentsReport['groups'][number];

/** A chart series: one bank, or one method that goes through no bank (cash, collection point). */
export type Series = { key: string; bankKey: string | null; method: string };

export const seriesKeyOf = (row: { bankKey: string | null; method: string }) => row.bankKey ?? `method:${row.method}`;

/** The series of a currency in the order of the groups table (banks by name, then the counters). */
export function seriesOf(groups: readonly Group[], currency: Currency): Series[] {
  const seen = new Map<string, Series>();
  for (const group of groups) {
    if (group.currency !== currency) continue;
    const key = seriesKeyOf(group);
    if (!seen.has(key)) seen.set(key, { key, bankKey: group.bankKey, method: group.method });
  }
  return [...seen.values()];
}

/** One chart row per day with a paid amount per series (minor units; a day without payments is left out). */
export function dailyRows(daily: readonly Day[], currency: Currency): Record<string, string | number>[] {
  const byDay = new Map<string, Record<string, string | number>>();
  for (const cell of daily) {
    if (cell.currency !== currency) continue;
    const row = byDay.get(cell.day) ?? { day: cell.day };
    const key = seriesKeyOf(cell);
    row[key] = Number(row[key] ?? 0) + cell.paidAmount;
    byDay.set(cell.day, row);
  }
  return [...byDay.values()].sort((a, b) => String(a.day).localeCompare(String(b.day)));
}

/** Each series' total over the period, for the chart's summary. */
export function seriesTotals(daily: readonly Day[], currency: Currency): Map<string, number> {
  const totals = new Map<string, number>();
  for (const cell of daily) if (cell.currency === currency) totals.set(seriesKeyOf(cell), (totals.get(seriesKeyOf(cell)) ?? 0) + cell.paidAmount);
  return totals;
}

/** The currency to chart first: the one with the most payments in the period. */
export function busiestCurrency(totals: BankPaymentsReport['totals']): Currency {
  const [first] = [...totals].sort((a, b) => b.payments + b.reversals - (a.payments + a.reversals));
  return first?.currency ?? 'CDF';
}
