import type { Currency } from '../../../domain/money';
import type { BankFinancialsReport } from '../../../domain/bank-reports';

type Line = BankFinancialsReport['lines'][number];

/** The lines of one currency, in the report's order (named beneficiaries, then the treasury). */
export const linesIn = (lines: readonly Line[], currency: Currency) => lines.filter((line) => line.currency === currency);

/** One chart row per month with each beneficiary's collected share (minor units). */
export function monthRows(months: BankFinancialsReport['months'], currency: Currency): Record<string, string | number>[] {
  const byMonth = new Map<string, Record<string, string | number>>();
  for (const cell of months) {
    if (cell.currency !== currency) continue;
    const row = byMonth.get(cell.month) ?? { month: cell.month };
    row[cell.beneficiaryKey] = Number(row[cell.beneficiaryKey] ?? 0) + cell.collected;
    byMonth.set(cell.month, row);
  }
  return [...byMonth.values()].sort((a, b) => String(a.month).localeCompare(String(b.month)));
}

/** The currency to chart first: the one most was collected in, by number of lines with money. */
export function firstCurrency(report: BankFinancialsReport): Currency {
  const usd = report.lines.some((line) => line.currency === 'USD' && line.collected !== 0);
  const cdf = report.lines.some((line) => line.currency === 'CDF' && line.collected !== 0);
  return usd && !cdf ? 'USD' : 'CDF';
}
