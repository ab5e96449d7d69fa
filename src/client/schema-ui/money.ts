import { parseAmountText, type AmountLanguage } from '../../domain/money';

/**
 * Money is integer minor units beside its currency: what a user types ('12.50') is
 * turned into 1250 by string arithmetic, so no float ever holds an amount.
 */
export const MINOR_DIGITS = 2;

/**
 * '12.5' → 1250, '0,07' → 7, '336,300' in English → 33630000; undefined when the text is no amount
 * or has more than two decimals. The reading rule (thousands separators per language) is the
 * domain's `parseAmountText`; above the schemas' maximum an amount is refused, so no screen
 * computes with it.
 */
export function toMinorUnits(text: string, digits = MINOR_DIGITS, language?: AmountLanguage): number | undefined {
  return parseAmountText(text, digits, language);
}

/** 1250 → '12.50': the text an input shows for a stored amount. */
export function fromMinorUnits(units: number, digits = MINOR_DIGITS): string {
  const negative = units < 0;
  const text = String(Math.abs(Math.trunc(units))).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits);
  return `${negative ? '-' : ''}${whole}${digits ? `.${fraction}` : ''}`;
}
