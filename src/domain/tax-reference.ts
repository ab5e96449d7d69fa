/**
 * A tax note's reference: PREFIX-YEAR-SEQUENCE-CHECK, e.g. HKR-2026-0000123-P. The check character
 * lets a counter clerk or the public lookup refuse a mistyped reference before any search.
 *
 * It is ISO 7064 MOD 37-2 (a pure system: weights are powers of 2 modulo the prime 37) over the
 * body — the reference uppercased with its hyphens removed, without the check character. Because
 * 37 is prime and every weight is invertible, it catches every single-character substitution and
 * every swap of two adjacent characters, the check character included. The check character is
 * one of 0-9, A-Z or '*' (the 37th value). ISO 7064 MOD 37,36 was not used: its single check
 * character misses some adjacent swaps (e.g. 'AB' ↔ 'BA' from some running states).
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ*';
const MODULUS = 37;

/** The project's prefix: letters only, so the digits that follow can never be read as part of it. */
export const REFERENCE_PREFIX = /^[A-Z]{1,10}$/;
const SEQUENCE_DIGITS = 7;
export const MAX_REFERENCE_SEQUENCE = 10 ** SEQUENCE_DIGITS - 1;

/** The compact form read from the right: prefix, 4-digit year, 7-digit sequence, check character. */
const COMPACT = /^([A-Z]{1,10})([0-9]{4})([0-9]{7})([0-9A-Z*])$/;

/** Running MOD 37-2 sum: each step doubles what came before and adds the character's value. */
function checksum(text: string): number {
  let sum = 0;
  for (const char of text) {
    const value = ALPHABET.indexOf(char);
    if (value < 0 || value === MODULUS - 1) return -1; // '*' may only be the check character
    sum = (2 * sum + value) % MODULUS;
  }
  return sum;
}

/** The check character of a body (uppercase letters and digits): the body plus it sums to 1. */
export function checkCharacter(body: string): string {
  const sum = checksum(body);
  if (sum < 0) throw new RangeError(`'${body}' holds a character other than A-Z and 0-9`);
  return ALPHABET[(((1 - 2 * sum) % MODULUS) + MODULUS) % MODULUS];
}

/** formatReference('HKR', 2026, 123) → 'HKR-2026-0000123-' + its check character. */
export function formatReference(prefix: string, year: number, sequence: number): string {
  if (!REFERENCE_PREFIX.test(prefix)) throw new RangeError(`'${prefix}' is not a reference prefix`);
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`${year} is not a four-digit year`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_REFERENCE_SEQUENCE) throw new RangeError(`${sequence} is out of the sequence range`);
  const body = `${prefix}-${year}-${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
  return `${body}-${checkCharacter(body.replace(/-/g, ''))}`;
}

/**
 * What a person typed, in the stored form: surrounding and inner spaces and hyphens are ignored,
 * letters uppercased, then the hyphens are put back ('hkr 2026 0000123 p' → 'HKR-2026-0000123-P').
 * Undefined when the text has not the shape of a reference. The check character is not verified.
 */
export function normalizeReference(text: string): string | undefined {
  if (typeof text !== 'string' || text.length > 60) return undefined;
  const match = COMPACT.exec(text.toUpperCase().replace(/[\s-]/g, ''));
  if (!match) return undefined;
  const [, prefix, year, sequence, check] = match;
  return `${prefix}-${year}-${sequence}-${check}`;
}

/** The body alone (prefix, year, 7-digit sequence), as someone types a reference who left its check character out. */
const BODY = /^([A-Z]{1,10})([0-9]{4})([0-9]{7})$/;

/**
 * A reference typed without its check character ('HKR-2025-0000020'), completed with it
 * ('HKR-2025-0000020-*'): the counter finds the note instead of answering nothing. A typed check
 * character is never replaced (that is normalizeReference's, and a wrong one stays refused); the
 * shapes cannot be confused, as a full reference is one character longer.
 */
export function completeReference(text: string): string | undefined {
  if (typeof text !== 'string' || text.length > 60) return undefined;
  const match = BODY.exec(text.toUpperCase().replace(/[\s-]/g, ''));
  if (!match) return undefined;
  const [, prefix, year, sequence] = match;
  return `${prefix}-${year}-${sequence}-${checkCharacter(`${prefix}${year}${sequence}`)}`;
}

/** True when the text is a reference whose check character matches its body. */
export function isValidReference(text: string): boolean {
  const normalized = normalizeReference(text);
  if (!normalized) return false;
  const compact = normalized.replace(/-/g, '');
  return checksum(compact.slice(0, -1)) >= 0 && checkCharacter(compact.slice(0, -1)) === compact.slice(-1);
}
