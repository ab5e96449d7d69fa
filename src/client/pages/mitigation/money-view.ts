import type { Language } from '../../../domain/constants';
import { formatMoney } from '../../../domain/format';
import type { Currency } from '../../../domain/money';

/** The currency a chart opens on: the one with the larger taxed figure (USD on a tie). */
export function leadingCurrency(totals: readonly { currency: Currency; taxed: number }[]): Currency {
  const usd = totals.find((t) => t.currency === 'USD')?.taxed ?? 0;
  const cdf = totals.find((t) => t.currency === 'CDF')?.taxed ?? 0;
  return cdf > usd ? 'CDF' : 'USD';
}

/** Minor units per currency, for a totals card. */
export function amountsOf<T extends { currency: Currency }>(rows: readonly T[], pick: (row: T) => number): Record<Currency, number> {
  const out: Record<Currency, number> = { USD: 0, CDF: 0 };
  for (const row of rows) out[row.currency] += pick(row);
  return out;
}

export const moneyText = (amount: number, currency: string, language: Language) => formatMoney({ amount, currency }, language);
