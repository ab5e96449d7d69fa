import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { loginFailures } from '../../db/schema';
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_SECONDS } from '../../../domain/constants';
import { AppError } from '../../app-error';
import { addressGroup } from '../../../domain/address-group';

/**
 * Attempts are counted per account AND client address: an attacker elsewhere cannot lock the
 * real user out, and a locked pair frees itself when the window ends. The account part must
 * already be normalised (see normalizeUserName) so that spelling variants share one counter; the
 * address is its group (an IPv6 /64, see addressGroup), so rotating addresses within one
 * subscriber's prefix gains nothing. Attempts from anywhere are capped too (account-throttle.ts).
 */
export function throttleKey(kind: string, account: string, ip: string): string {
  return `${kind}|${account}|${addressGroup(ip)}`;
}

const windowLength = sql.raw(`interval '${LOGIN_FAILURE_WINDOW_SECONDS} seconds'`);
const windowOver = sql`${loginFailures.windowStart} <= now() - ${windowLength}`;

/**
 * Counts this attempt and decides in the same statement, before the password is even looked at:
 * a separate "check, then count" lets parallel requests all pass the check before any of them
 * is counted. The row lock taken by the upsert serialises racing attempts, so however many
 * arrive at once, only LOGIN_FAILURE_LIMIT of them within a window get to be evaluated.
 */
export async function claimAttempt(db: Db, key: string): Promise<void> {
  const [row] = await db
    .insert(loginFailures)
    .values({ key, windowStart: sql`now()`, failures: 1 })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${windowOver} then 1 else ${loginFailures.failures} + 1 end`,
        windowStart: sql`case when ${windowOver} then now() else ${loginFailures.windowStart} end`,
      },
    })
    .returning({
      attempts: loginFailures.failures,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from (${loginFailures.windowStart} + ${windowLength} - now()))))::int`,
    });
  if (row.attempts <= LOGIN_FAILURE_LIMIT) return;
  throw new AppError(429, 'TOO_MANY_ATTEMPTS', 'tooManyAttempts', { seconds: row.secondsLeft });
}

/** A successful attempt proves the caller knows the secret: its earlier failures no longer count. */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
