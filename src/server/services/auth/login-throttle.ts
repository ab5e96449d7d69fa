import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { loginFailures } from '../../db/schema';
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_SECONDS } from '../../../domain/constants';
import { AppError } from '../../app-error';

/**
 * Failures are counted per account AND address over a one-minute window: an attacker elsewhere
 * cannot lock the real user out, and a locked pair frees itself after the window.
 */
export function throttleKey(kind: string, account: string, ip: string): string {
  return `${kind}|${account.toLowerCase()}|${ip}`;
}

export async function assertNotThrottled(db: Db, key: string): Promise<void> {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.key, key)).limit(1);
  if (!row || row.failures < LOGIN_FAILURE_LIMIT) return;
  const elapsed = (Date.now() - row.windowStart.getTime()) / 1000;
  if (elapsed >= LOGIN_FAILURE_WINDOW_SECONDS) return;
  throw new AppError(429, 'TOO_MANY_ATTEMPTS', 'tooManyAttempts', { seconds: Math.ceil(LOGIN_FAILURE_WINDOW_SECONDS - elapsed) });
}

export async function recordFailure(db: Db, key: string): Promise<void> {
  const window = `${LOGIN_FAILURE_WINDOW_SECONDS} seconds`;
  await db
    .insert(loginFailures)
    .values({ key, windowStart: new Date(), failures: 1 })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${loginFailures.windowStart} < now() - ${window}::interval then 1 else ${loginFailures.failures} + 1 end`,
        windowStart: sql`case when ${loginFailures.windowStart} < now() - ${window}::interval then now() else ${loginFailures.windowStart} end`,
      },
    });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
