/** A conversion goes from one currency to another ('Currency could not be same'). */
export function currenciesAreSame(from: unknown, to: unknown): boolean {
  return typeof from === 'string' && from !== '' && from === to;
}

/**
 * A rate is an exact decimal string (the schema's pattern); zero would turn every amount into
 * nothing, so a rate must be greater than 0. Read digit by digit, never as a float.
 */
export function isPositiveRate(rate: unknown): boolean {
  return typeof rate === 'string' && /[1-9]/.test(rate);
}

export type DatedRate = { fromCurrency: string; toCurrency: string; conversionRate: string; validFrom?: string; approvalState?: string };

/**
 * A rate takes effect once a second person approves it (four eyes): a pending or rejected one
 * prices nothing. Rates written before the rule carry no state and are in force.
 */
export const rateApproved = (rate: { approvalState?: unknown }): boolean => rate.approvalState === undefined || rate.approvalState === 'approved';

/**
 * Rates are history: a new rate is a new row dated by `validFrom`, never an overwrite. The rate
 * in force on a day is the one of that currency pair with the latest `validFrom` on or before
 * that day; before the first one there is none. `day` is an ISO calendar day ('YYYY-MM-DD').
 */
export function rateInForce<T extends DatedRate>(rates: readonly T[], fromCurrency: string, toCurrency: string, day: string): T | undefined {
  let found: T | undefined;
  for (const rate of rates) {
    if (rate.fromCurrency !== fromCurrency || rate.toCurrency !== toCurrency || !rate.validFrom || rate.validFrom > day || !rateApproved(rate)) continue;
    if (!found || rate.validFrom > found.validFrom!) found = rate;
  }
  return found;
}

/**
 * A rate whose day has passed may already have priced a note or a payment: it stays as it is.
 * Today's or a later one can still be corrected (a typing slip is found the same day).
 */
export function rateIsHistory(validFrom: unknown, today: string): boolean {
  return typeof validFrom === 'string' && validFrom < today;
}
