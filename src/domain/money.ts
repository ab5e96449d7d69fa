import Big from 'big.js';

/**
 * Money is an integer count of minor units beside its currency. Arithmetic on it goes through
 * exact decimals (big.js) and is rounded once, half-up, to a whole minor unit: a JS float never
 * holds an amount, a factor or a rate.
 */
export type Currency = 'USD' | 'CDF';
export const CURRENCIES: readonly Currency[] = ['USD', 'CDF'];
export type Money = { amount: number; currency: Currency };

/** Digits after the decimal point of one major unit: a cent of a dollar, a centime of a franc. */
export const MINOR_DIGITS: Readonly<Record<Currency, number>> = { USD: 2, CDF: 2 };

/** The largest amount the schemas accept (`minorUnits`): a tenth of 2^53, so sums stay exact. */
export const MAX_MINOR_UNITS = 900719925474099;

/** A step value or a rate as typed: up to 12 integer digits and 6 decimals, no sign, no exponent. */
export const DECIMAL_TEXT = /^[0-9]{1,12}(\.[0-9]{1,6})?$/;

/** A rate as the database keeps it (six decimals, trailing zeros written), e.g. '2850.500000'. */
export const storedRate = (rate: string) => new Big(rate).toFixed(6);

/** Any plain non-negative decimal accepted as a factor of a product. */
const PLAIN_DECIMAL = /^[0-9]+(\.[0-9]+)?$/;

// A private constructor: its rounding settings cannot be changed by any other importer of big.js.
// Multiplication is always exact; division is rounded straight to whole units, half-up, and big.js
// decides that rounding from the exact remainder, so there is no double rounding.
const Exact = Big();
Exact.DP = 0;
Exact.RM = Exact.roundHalfUp;

export function isCurrency(value: unknown): value is Currency {
  return value === 'USD' || value === 'CDF';
}

export function otherCurrency(currency: Currency): Currency {
  return currency === 'USD' ? 'CDF' : 'USD';
}

/** True for a decimal string the step-value and rate fields accept ('12', '0.5', '3.141592'). */
export function isDecimalText(value: unknown): value is string {
  return typeof value === 'string' && DECIMAL_TEXT.test(value);
}

function toSafeInteger(value: Big, what: string): number {
  const result = Number(value.toFixed(0));
  if (!Number.isSafeInteger(result)) throw new RangeError(`${what} is beyond the safe integer range`);
  return result;
}

function checkMinor(minor: number): void {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`${minor} is not a whole number of minor units`);
}

/**
 * minor × every factor, computed exactly and rounded once at the end, half-up (a half goes away
 * from zero). Rounding each partial product instead would drift by up to half a unit per factor.
 * Throws a RangeError on a factor that is not a plain decimal string or a result beyond 2^53.
 */
export function multiplyHalfUp(minor: number, factors: readonly string[]): number {
  checkMinor(minor);
  let product = new Exact(minor);
  for (const factor of factors) {
    if (!PLAIN_DECIMAL.test(factor)) throw new RangeError(`'${factor}' is not a decimal number`);
    product = product.times(factor);
  }
  return toSafeInteger(product.round(0, Exact.roundHalfUp), 'The product');
}

/**
 * Converts an amount with the rate `usdToCdfRate` (francs for one dollar, an exact decimal string
 * greater than 0): USD → CDF multiplies, CDF → USD divides, each rounded once, half-up.
 * Both currencies count two minor digits; a difference would be scaled by a power of ten.
 */
export function convertMinor(minor: number, from: Currency, to: Currency, usdToCdfRate: string): number {
  checkMinor(minor);
  if (from === to) return minor;
  if (!PLAIN_DECIMAL.test(usdToCdfRate) || !/[1-9]/.test(usdToCdfRate)) throw new RangeError(`'${usdToCdfRate}' is not a rate greater than 0`);
  // Exact: multiplying by a power of ten (even a negative one) never rounds.
  const scaled = new Exact(minor).times(`1e${MINOR_DIGITS[to] - MINOR_DIGITS[from]}`);
  const converted = from === 'USD' ? scaled.times(usdToCdfRate).round(0, Exact.roundHalfUp) : scaled.div(usdToCdfRate);
  return toSafeInteger(converted, 'The converted amount');
}

/**
 * The counter-value a screen shows beside an amount, or undefined when there is none to show: no
 * rate yet, or an amount whose conversion leaves the safe range (a huge amount being typed). A
 * screen never fails on what a user is typing; the server's schemas refuse such amounts anyway.
 */
export function counterValue(money: Money, to: Currency, usdToCdfRate: string | undefined): Money | undefined {
  if (!usdToCdfRate || !Number.isSafeInteger(money.amount)) return undefined;
  try {
    return { amount: convertMinor(money.amount, money.currency, to, usdToCdfRate), currency: to };
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/**
 * 125000 → '1250', 1250 → '12.5', 7 → '0.07': an amount as a major-unit decimal with no trailing
 * zeros, the shape of a step value. (An input's text with fixed decimals is the client's
 * `fromMinorUnits`.)
 */
export function minorToDecimalText(minor: number, currency: Currency): string {
  checkMinor(minor);
  return new Exact(`${minor}e-${MINOR_DIGITS[currency]}`).toFixed();
}

/** The language whose number writing a typed amount follows; without one, only unambiguous forms pass. */
export type AmountLanguage = 'en' | 'fr';

const GROUPED = /^\d{1,3}(?:\.\d{3})+$|^\d{1,3}(?:,\d{3})+$/;

/**
 * The whole and fraction digits of an amount as a person types it, or undefined when it is none.
 * Spaces (also non-breaking ones) always group thousands: '1 250 000'. With both '.' and ',' the
 * last one is the decimal mark and the other groups thousands in threes: '1,250,000.50',
 * '1.250.000,50'. One mark used several times groups thousands: '1,250,000'. A single mark before
 * exactly three digits is the language's thousands separator (',' in English: '336,300' as the
 * screens print it; '.' in French); otherwise a single mark is the decimal mark ('12.5', '0,07').
 * The rule is shared by every money field, so one text means one amount on every screen.
 */
export function amountDigits(text: string, language?: AmountLanguage): { whole: string; fraction: string } | undefined {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (!/^\d[\d.,]*$/.test(compact)) return undefined;
  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  let whole = compact;
  let fraction = '';
  if (lastDot >= 0 && lastComma >= 0) {
    const decimalAt = Math.max(lastDot, lastComma);
    whole = compact.slice(0, decimalAt);
    fraction = compact.slice(decimalAt + 1);
    if (!GROUPED.test(whole) || /[.,]/.test(fraction)) return undefined;
  } else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? '.' : ',';
    const count = compact.split(mark).length - 1;
    const thousandsMark = language === 'en' ? ',' : language === 'fr' ? '.' : undefined;
    const lastGroup = compact.slice(compact.lastIndexOf(mark) + 1);
    if (count > 1 || (mark === thousandsMark && lastGroup.length === 3)) {
      if (!GROUPED.test(compact)) return undefined;
    } else {
      whole = compact.slice(0, compact.indexOf(mark));
      fraction = lastGroup;
    }
  }
  whole = whole.replace(/[.,]/g, '');
  if (!/^\d{1,13}$/.test(whole)) return undefined;
  return { whole, fraction };
}

/**
 * An amount as typed → whole minor units: '12.5' → 1250, '1 250 000' → 125000000. Undefined when
 * the text is no amount, has more decimals than the currency has, or exceeds the schemas' maximum.
 */
export function parseAmountText(text: string, digits: number, language?: AmountLanguage): number | undefined {
  const parts = amountDigits(text, language);
  if (!parts || parts.fraction.length > digits) return undefined;
  const units = Number(parts.whole + parts.fraction.padEnd(digits, '0'));
  return Number.isSafeInteger(units) && units <= MAX_MINOR_UNITS ? units : undefined;
}
