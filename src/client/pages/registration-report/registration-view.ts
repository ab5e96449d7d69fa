import { coverageRatio, type CurrencyAmount } from '../../../domain/registration-report';
import type { Currency } from '../../../domain/money';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Dimensions whose values are free text, shown as typed rather than translated. */
const FREE_TEXT = new Set(['type']);

/** How a dimension's value reads: its translated label, as typed for free text, "Not given" for none. */
export function valueLabel(translate: Translate, dimension: string, value: string | null): string {
  if (value === null) return translate(dimension === 'zone' ? 'reports.noZone' : 'registrationReports.noValue');
  if (dimension === 'zone' || FREE_TEXT.has(dimension)) return value;
  return translate(`values.${dimension}.${value}`, { _: value });
}

/** The coverage as a percentage with one decimal, or null when nothing is registered. */
export function coveragePercent(taxed: number, registered: number): number | null {
  const ratio = coverageRatio(taxed, registered);
  return ratio === null ? null : Math.round(ratio * 1000) / 10;
}

/** Amounts by currency, as the totals cards take them. */
export const amountsByCurrency = (amounts: readonly CurrencyAmount[]): Partial<Record<Currency, number>> =>
  Object.fromEntries(amounts.map((entry) => [entry.currency, entry.amount]));
