import { convertMinor, type Currency } from './money';

/**
 * A note's amount is frozen in its currency with the USD↔CDF rate of its creation day; a payment
 * in the other currency is converted at the rate of the payment day (that is what it settles).
 * The exchange difference of such a payment is what the money received is worth at the note's
 * frozen rate minus what it settled, in the note's currency and minor units: positive when the
 * rate moved in the province's favour (it received more than the note's value), negative when it
 * moved against. A payment in the note's own currency has none. Conversions are exact and rounded
 * once, half away from zero (`convertMinor`), so a reversal's difference is exactly the opposite
 * of its payment's.
 */
export type ExchangeFacts = {
  paidAmount: number;
  paidCurrency: Currency;
  settledAmount: number;
  settledCurrency: Currency;
};

export function exchangeDifference(payment: ExchangeFacts, noteRate: string): number {
  if (payment.paidCurrency === payment.settledCurrency) return 0;
  return convertMinor(payment.paidAmount, payment.paidCurrency, payment.settledCurrency, noteRate) - payment.settledAmount;
}
