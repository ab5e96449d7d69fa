import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { accountSignInFailures, users } from '../../db/schema';
import { AppError } from '../../app-error';
import {
  ACCOUNT_FAILURE_LIMIT,
  ACCOUNT_FAILURE_WINDOW_SECONDS,
  ACCOUNT_FIRST_DELAY_SECONDS,
  ACCOUNT_MAX_DELAY_SECONDS,
} from '../../../domain/account-throttle';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/constants';
import { enqueueNotification } from '../notifications/enqueue-notification';

const t = accountSignInFailures;
const windowOver = sql`${t.windowStart} <= now() - ${sql.raw(`interval '${ACCOUNT_FAILURE_WINDOW_SECONDS} seconds'`)}`;
const delayed = sql`(${t.nextAttemptAt} is not null and ${t.nextAttemptAt} > now())`;
const LIMIT = sql.raw(String(ACCOUNT_FAILURE_LIMIT));
/** accountDelaySeconds (src/domain/account-throttle.ts) in SQL, for the count this attempt makes. */
const nextAttemptAfter = (count: ReturnType<typeof sql>) =>
  sql`case when ${count} >= ${LIMIT} then now() + make_interval(secs => least(${sql.raw(String(ACCOUNT_MAX_DELAY_SECONDS))}, ${sql.raw(String(ACCOUNT_FIRST_DELAY_SECONDS))} * power(2, least(${count} - ${LIMIT}, 10)))) end`;

/**
 * Counts this attempt on the account, from whatever address, before the password is looked at,
 * and refuses it while the account's delay runs. Deciding and counting in one upsert (the row
 * lock serialises racing attempts) means a burst from many addresses gets one attempt per delay,
 * not one each. A success gives its count back (clearAccountAttempt), so only failures add up.
 */
export async function claimAccountAttempt(db: Db, userName: string): Promise<void> {
  const [row] = await db
    .insert(t)
    .values({ userName, windowStart: sql`now()`, failures: 1, refused: false })
    .onConflictDoUpdate({
      target: t.userName,
      set: {
        windowStart: sql`case when ${windowOver} then now() else ${t.windowStart} end`,
        failures: sql`case when ${windowOver} then 1 when ${delayed} then ${t.failures} else ${t.failures} + 1 end`,
        nextAttemptAt: sql`case when ${windowOver} then null when ${delayed} then ${t.nextAttemptAt} else ${nextAttemptAfter(sql`${t.failures} + 1`)} end`,
        refused: sql`case when ${windowOver} then false else ${delayed} end`,
      },
    })
    .returning({
      refused: t.refused,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from (coalesce(${t.nextAttemptAt}, now()) - now()))))::int`,
    });
  if (!row.refused) return;
  throw new AppError(429, 'TOO_MANY_ATTEMPTS', 'tooManyAttempts', { seconds: row.secondsLeft });
}

/** A right password: this attempt no longer counts, and below the limit no delay remains. */
export async function clearAccountAttempt(db: Db, userName: string): Promise<void> {
  await db
    .update(t)
    .set({
      failures: sql`greatest(${t.failures} - 1, 0)`,
      nextAttemptAt: sql`case when ${t.failures} - 1 < ${LIMIT} then null else ${t.nextAttemptAt} end`,
    })
    .where(eq(t.userName, userName));
}

/**
 * After a failure: once the account reaches the limit in a window, its holder is told by SMS
 * and by e-mail, once per window. The conditional update claims the notice,
 * so racing failures send one message.
 */
export async function noticeAccountFailures(db: Db, userName: string, language: Language = DEFAULT_LANGUAGE): Promise<void> {
  const claimed = await db
    .update(t)
    .set({ notifiedAt: sql`now()` })
    .where(and(eq(t.userName, userName), sql`${t.failures} >= ${LIMIT}`, or(isNull(t.notifiedAt), lt(t.notifiedAt, t.windowStart))))
    .returning({ failures: t.failures });
  if (claimed.length === 0) return;
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.userName})`, userName))
    .limit(1);
  if (!user) return;
  await enqueueNotification(db, user, 'accountFailures', language, { name: user.firstName, userName: user.userName, count: String(claimed[0].failures) });
}
