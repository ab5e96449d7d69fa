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
 * The token of a check link, or a bare text shaped like one, that does not parse: an altered or
 * cut code, to be answered 'Invalid QR Code' rather than 'nothing to check'.
 */
function tokenLike(text: string): string | null {
  const linked = /[?&]t=([^&#\s]*)/.exec(text);
  if (linked) return linked[1] || null;
  return /^[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}$/.test(text) ? text : null;
}

/**
 * One reading for the staff /qr-code page and the public /check page. A reference's check
 * character may be '*' (ISO 7064 MOD 37-2 has 37 values), so a reference is recognised by
 * normalizeReference, never by a letters-and-digits pattern.
 */
export function readCheckInput(text: string): CheckInput {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (!trimmed) return { kind: 'unknown' };
  const token = tokenInScan(trimmed) ?? tokenLike(trimmed);
  if (token) return { kind: 'token', token };
  const reference = normalizeReference(trimmed);
  if (reference) return { kind: 'reference', reference, valid: isValidReference(reference) };
  return { kind: 'unknown' };
}

/** The heading of a check whose signature is genuine: what the paper is worth today. */
export type GenuineVerdict = 'genuine' | 'revoked' | 'expired';

/**
 * A genuine signature proves who printed the paper, not that it still holds: a revoked (or
 * refused) clearance and an expired one are never headed with a green 'Genuine document'.
 * Shared by the staff /qr-code page and the public /check page.
 */
export function genuineVerdict(clearanceState: string | undefined): GenuineVerdict {
  if (clearanceState === 'revoked' || clearanceState === 'refused') return 'revoked';
  if (clearanceState === 'expired') return 'expired';
  return 'genuine';
}
