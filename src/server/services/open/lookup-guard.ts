import { normalizeReference } from '../../../domain/tax-reference';
import { LookupLimiter } from './lookup-limiter';

/** One limiter for the API and the form post, so switching between them gains nothing. */
const limiter = new LookupLimiter();

/**
 * Seconds to wait before the next lookup from this address or on this reference (0: go ahead).
 * The reference is counted in its stored form, so typing it with spaces or lowercase is the same key.
 */
export function lookupWait(address: string, reference: string, chosen: LookupLimiter = limiter): number {
  const referenceKey = normalizeReference(reference) ?? reference.trim().toUpperCase().slice(0, 60);
  return chosen.hit([`address:${address}`, `reference:${referenceKey}`]);
}
