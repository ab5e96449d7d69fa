import { verifyAsync } from '@noble/ed25519';
import { CURRENCIES, type Currency } from './money';

/**
 * The facts a printed document carries in its QR code, signed with the installation's Ed25519
 * key. Whoever holds the published public key can tell a genuine document from a forged one with
 * no network: the QR page compares these facts with the paper. The same module parses and
 * verifies on the server (the public check page without JavaScript) and in the browser.
 */
export type DocumentKind = 'taxNote' | 'receipt' | 'clearance' | 'summons' | 'deathCertificate';
/** What the document said about payment when it was printed (the server knows what it is now). */
export type PaidState = 'unpaid' | 'remaining' | 'paid' | 'cancelled';
export type DocumentFacts = {
  kind: DocumentKind;
  /** The tax-note reference, receipt, clearance, summons or death certificate number, check character included. */
  reference: string;
  /** On a death certificate, the deceased's name masked: the code is public, the paper is not. */
  taxpayerName: string;
  /**
   * Minor units of `currency`: the note's amount, what the receipt records as paid, what the
   * summons says is owed; 0 on a clearance (it attests that nothing is owed) and on a death certificate.
   */
  amount: number;
  currency: Currency;
  paidState: PaidState;
  /** YYYY-MM-DD. */
  issuedOn: string;
  /** Which of the installation's keys signed it: old keys keep verifying after a rotation. */
  keyId: string;
};

/** The format number travels first, so a later format can be told apart from this one. */
const FORMAT = 1;
/** One letter per kind keeps the QR small; new kinds take new letters, so old tokens keep verifying. */
const KIND_CODES: Readonly<Record<DocumentKind, string>> = { taxNote: 'N', receipt: 'R', clearance: 'C', summons: 'S', deathCertificate: 'D' };
const PAID_STATES: readonly PaidState[] = ['unpaid', 'remaining', 'paid', 'cancelled'];
const SIGNATURE_BYTES = 64;
/** A QR code stays easy to scan on a phone below about 300 characters of URL. */
export const MAX_TOKEN_LENGTH = 400;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!BASE64URL.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    // Only the canonical spelling of those bytes is accepted: no second token for one document.
    return toBase64Url(bytes) === text ? bytes : null;
  } catch {
    return null;
  }
}

/** The signed part of a token: the facts as a compact JSON array, base64url. */
export function encodeFacts(facts: DocumentFacts): string {
  const array = [
    FORMAT,
    KIND_CODES[facts.kind],
    facts.reference,
    facts.taxpayerName,
    facts.amount,
    facts.currency,
    facts.paidState,
    facts.issuedOn,
    facts.keyId,
  ];
  return toBase64Url(new TextEncoder().encode(JSON.stringify(array)));
}

/** The bytes a signature covers: the payload as written in the token. */
export const signedBytesOf = (payload: string) => new TextEncoder().encode(payload);

export const tokenOf = (payload: string, signature: Uint8Array) => `${payload}.${toBase64Url(signature)}`;

function decodeFacts(payload: string): DocumentFacts | null {
  const bytes = fromBase64Url(payload);
  if (!bytes) return null;
  let array: unknown;
  try {
    array = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  if (!Array.isArray(array) || array.length !== 9 || array[0] !== FORMAT) return null;
  const [, kindCode, reference, taxpayerName, amount, currency, paidState, issuedOn, keyId] = array as unknown[];
  const kind = (Object.keys(KIND_CODES) as DocumentKind[]).find((k) => KIND_CODES[k] === kindCode);
  if (!kind) return null;
  if (typeof reference !== 'string' || !reference || typeof taxpayerName !== 'string' || typeof keyId !== 'string' || !keyId) return null;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) return null;
  if (!CURRENCIES.includes(currency as Currency) || !PAID_STATES.includes(paidState as PaidState)) return null;
  if (typeof issuedOn !== 'string' || !DAY.test(issuedOn)) return null;
  return { kind, reference, taxpayerName, amount, currency: currency as Currency, paidState: paidState as PaidState, issuedOn, keyId };
}

/** A token taken apart, or null when it is not one (nothing is verified yet). */
export function parseToken(token: string): { payload: string; facts: DocumentFacts; signature: Uint8Array } | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [payload, signatureText] = parts;
  const signature = fromBase64Url(signatureText);
  const facts = decodeFacts(payload);
  if (!signature || signature.length !== SIGNATURE_BYTES || !facts) return null;
  return { payload, facts, signature };
}

/** Public keys by key id, each the raw 32 bytes of an Ed25519 key. */
export type PublicKeys = Readonly<Record<string, Uint8Array>>;

/**
 * The facts of a genuine token, or null: malformed, signed by an unknown key, or altered in any
 * byte. Verification needs only the public keys, so it runs offline.
 */
export async function verifyToken(token: string, keys: PublicKeys): Promise<DocumentFacts | null> {
  const parsed = parseToken(token);
  if (!parsed) return null;
  const key = Object.prototype.hasOwnProperty.call(keys, parsed.facts.keyId) ? keys[parsed.facts.keyId] : undefined;
  if (!key) return null;
  try {
    return (await verifyAsync(parsed.signature, signedBytesOf(parsed.payload), key)) ? parsed.facts : null;
  } catch {
    return null;
  }
}

/** Where a QR code points: the public check page of this site, carrying the token. */
export const checkUrlOf = (origin: string, token: string) => `${origin.replace(/\/+$/, '')}/check?t=${token}`;

/** The token in a scanned text: a check URL of any origin, or the bare token. */
export function tokenInScan(text: string): string | null {
  const trimmed = text.trim();
  const match = /[?&]t=([A-Za-z0-9_.-]+)/.exec(trimmed);
  const candidate = match ? match[1] : trimmed;
  return parseToken(candidate) ? candidate : null;
}
