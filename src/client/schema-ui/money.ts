import { MAX_MINOR_UNITS } from '../../domain/money';

/**
 * Money is integer minor units beside its currency: what a user types ('12.50') is
 * turned into 1250 by string arithmetic, so no float ever holds an amount.
 */
export const MINOR_DIGITS = 2;

const AMOUNT = /^(\d{1,13})(?:[.,](\d*))?$/;

/** '12.5' → 1250, '0,07' → 7; undefined when the text is no amount or has more than two decimals. */
export function toMinorUnits(text: string, digits = MINOR_DIGITS): number | undefined {
  const match = AMOUNT.exec(text.trim().replace(/[\s\u00a0]/g, ''));
  if (!match) return undefined;
  const [, whole, fraction = ''] = match;
  if (fraction.length > digits) return undefined;
  const units = Number(whole + fraction.padEnd(digits, '0'));
  // Above the schemas' maximum an amount is refused here, so no screen computes with it.
  return Number.isSafeInteger(units) && units <= MAX_MINOR_UNITS ? units : undefined;
}

/** 1250 → '12.50': the text an input shows for a stored amount. */
export function fromMinorUnits(units: number, digits = MINOR_DIGITS): string {
  const negative = units < 0;
  const text = String(Math.abs(Math.trunc(units))).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits);
  return `${negative ? '-' : ''}${whole}${digits ? `.${fraction}` : ''}`;
}
