import { tokenInScan } from './document-token';
import { isValidReference, normalizeReference } from './tax-reference';

/**
 * What a person gave to check a document: the token of a QR code (the link a camera app read, or
 * the bare token), a printed reference, or neither.
 */
export type CheckInput =
  | { kind: 'token'; token: string }
  /** `valid` is false when the check character does not match: a typo, told by the format alone. */
  | { kind: 'reference'; reference: string; valid: boolean }
  | { kind: 'unknown' };

/**
 * One reading for the staff /qr-code page and the public /check page. A reference's check
 * character may be '*' (ISO 7064 MOD 37-2 has 37 values), so a reference is recognised by
 * normalizeReference, never by a letters-and-digits pattern.
 */
export function readCheckInput(text: string): CheckInput {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (!trimmed) return { kind: 'unknown' };
  const token = tokenInScan(trimmed);
  if (token) return { kind: 'token', token };
  const reference = normalizeReference(trimmed);
  if (reference) return { kind: 'reference', reference, valid: isValidReference(reference) };
  return { kind: 'unknown' };
}
