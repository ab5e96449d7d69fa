import type { Language } from '../../src/domain/constants';
import { formatMoney, formatNumber } from '../../src/domain/format';
import type { Money, TaxNoteRecord, TaxNoteStep } from '../../src/client/providers/tax-note-methods';

export const moneyText = (money: Money | null | undefined, language: Language) => formatMoney(money, language);

/** The note's amount in its own currency and the counter-value in the other one: '$640.00' and 'CDF 1,824,000.00'. */
export function noteAmounts(note: Pick<TaxNoteRecord, 'amount' | 'counterAmount'>, language: Language): { amount: string; counter: string } {
  return { amount: moneyText(note.amount, language), counter: moneyText(note.counterAmount, language) };
}

/** The steps that multiply the factor, in the order the note froze them; the others are shown apart. */
export const includedSteps = (steps: readonly TaxNoteStep[]) => steps.filter((step) => step.includeInCalculation);

/** A step value ('120.5') written the language's way ('120,5' in French); text that is no number stays as it is. */
export const stepValueText = (value: string, language: Language) => formatNumber(value, language) || value;

/** Both coordinates of an event, when the device gave them. */
export function coordinatesOf(latitude: unknown, longitude: unknown): { latitude: string; longitude: string } | undefined {
  if (typeof latitude !== 'number' || typeof longitude !== 'number' || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  return { latitude: latitude.toFixed(5), longitude: longitude.toFixed(5) };
}
