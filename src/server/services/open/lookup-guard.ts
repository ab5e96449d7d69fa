import type { Db } from '../../db/open-db';
import { addressGroup } from '../../../domain/address-group';
import { normalizeReference } from '../../../domain/tax-reference';
import { LookupLimiter, type LookupBudget } from './lookup-limiter';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Lookups a minute from one address (an IPv6 /64 counts as one), and on one reference from anywhere. */
export const LOOKUPS_PER_MINUTE = 10;
/**
 * A day's budget per reference and per mobile number, whatever address asks. A taxpayer checks a
 * few notes a few times; someone who knows a mobile number and walks the sequential references
 * (or knows a reference and tries mobiles) is stopped after this many a day.
 */
export const LOOKUPS_PER_REFERENCE_PER_DAY = 20;
export const LOOKUPS_PER_MOBILE_PER_DAY = 20;

/** One limiter per database for the API and the form post, so switching between them gains nothing. */
const limiters = new WeakMap<Db, LookupLimiter>();
const limiterOf = (db: Db) => limiters.get(db) ?? limiters.set(db, new LookupLimiter(db)).get(db)!;

/**
 * A mobile as its last nine digits: the national number, however it was typed ("0997 123 456",
 * "+243 997 123 456"), so spelling variants share one budget.
 */
const mobileKey = (mobile: string) => mobile.replace(/\D/g, '').slice(-9);

export type LookupWait = { seconds: number; daily: boolean };

/**
 * Whether this lookup must wait, and how long (undefined: go ahead). The reference is counted in
 * its stored form, so typing it with spaces or lowercase is the same key. `daily` says a day's
 * budget is spent rather than a minute's.
 */
export async function lookupWait(
  db: Db,
  request: { address: string; reference: string; mobile: string },
  chosen: LookupLimiter = limiterOf(db),
): Promise<LookupWait | undefined> {
  const reference = normalizeReference(request.reference) ?? request.reference.trim().toUpperCase().slice(0, 60);
  const mobile = mobileKey(request.mobile);
  const budgets: LookupBudget[] = [
    { key: `address:${addressGroup(request.address)}`, max: LOOKUPS_PER_MINUTE, windowMs: MINUTE_MS },
    { key: `reference:${reference}`, max: LOOKUPS_PER_MINUTE, windowMs: MINUTE_MS },
    { key: `reference-day:${reference}`, max: LOOKUPS_PER_REFERENCE_PER_DAY, windowMs: DAY_MS },
  ];
  if (mobile) budgets.push({ key: `mobile-day:${mobile}`, max: LOOKUPS_PER_MOBILE_PER_DAY, windowMs: DAY_MS });
  const refusal = await chosen.hit(budgets);
  return refusal && { seconds: refusal.seconds, daily: refusal.key.includes('-day:') };
}
