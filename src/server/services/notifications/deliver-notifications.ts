import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { notificationOutbox } from '../../db/schema';
import type { SmsGateway } from './sms-gateway';
import { composeOutboxMessage } from './compose-outbox-message';
import { sliceRun } from '../../jobs/job-slices';

/** Messages claimed at once; a run claims again until nothing is due or its budget is spent. */
export const SMS_BATCH_SIZE = 50;
/** After this many failed attempts a message is given up ('failed') and shown as not sent. */
export const MAX_SMS_ATTEMPTS = 8;
/**
 * An e-mail is tried for about two days (the backoff reaches an hour at the 7th attempt): an SMTP
 * server down for a night, or a wrong password fixed the next morning, loses no message.
 */
export const MAX_MAIL_ATTEMPTS = 48;
/** A claimed message that was neither sent nor failed (the server stopped mid-run) is taken again after this. */
const CLAIM_MS = 5 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const MAX_BACKOFF_MS = 60 * MINUTE_MS;

/** The wait after the nth failed attempt: 1, 2, 4, 8… minutes, at most an hour. */
export const backoffAfter = (attempts: number) => Math.min(MINUTE_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);

export type DeliveryCounts = { sent: number; retried: number; failed: number };

/** The outbox's channels: each has its own delivery job. */
export type OutboxChannel = 'sms' | 'email';
export type OutboxRow = typeof notificationOutbox.$inferSelect;
/** Hands one message, composed for sending, to its gateway; a rejection is a failed attempt. */
export type DeliverMessage = (message: OutboxRow, composed: { subject: string; body: string }) => Promise<void>;

/**
 * Claims the project's due SMS (a null project: the messages about an account rather than a
 * project, such as a password reset or the notice of failed sign-ins): pending, and not waiting for a retry. The claim pushes their
 * next attempt a few minutes ahead in the same statement that locks them (SKIP LOCKED), so a
 * runner working at the same time passes over them and no message is sent twice.
 */
async function claimDue(db: Db, projectKey: string | null, channel: OutboxChannel, now: Date) {
  const due = db
    .select({ key: notificationOutbox.key })
    .from(notificationOutbox)
    .where(
      and(
        projectKey === null ? isNull(notificationOutbox.projectKey) : eq(notificationOutbox.projectKey, projectKey),
        eq(notificationOutbox.channel, channel),
        eq(notificationOutbox.status, 'pending'),
        or(isNull(notificationOutbox.nextAttemptAt), lte(notificationOutbox.nextAttemptAt, now)),
      ),
    )
    .orderBy(asc(notificationOutbox.createdAt), asc(notificationOutbox.key))
    .limit(SMS_BATCH_SIZE)
    .for('update', { skipLocked: true });
  return db
    .update(notificationOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
    .where(inArray(notificationOutbox.key, due))
    .returning();
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'Unknown error';

/**
 * Sends the project's due SMS through the gateway, one by one: a sent message gets its time; a
 * failed one its error, one more attempt and a later retry, or 'failed' after the last attempt.
 * Claims batch after batch until nothing is due (a reminder campaign of a thousand messages goes
 * out in one run), giving way between slices of about 50 ms so requests interleave on the
 * embedded engine; past the run's budget it stops and asks to run again (`more`).
 * Answers the counts the scheduler log shows and the first error met.
 */
export function deliverDueSms(db: Db, projectKey: string | null, gateway: SmsGateway, now: () => Date) {
  const send: DeliverMessage = async (message, composed) => {
    await gateway.send({ to: message.recipient, body: composed.body });
  };
  return deliverDueMessages(db, projectKey, 'sms', send, now);
}

/** deliverDueSms for any channel: the e-mail job runs the same claim, retries and counts. */
export async function deliverDueMessages(db: Db, projectKey: string | null, channel: OutboxChannel, send: DeliverMessage, now: () => Date) {
  const counts: DeliveryCounts = { sent: 0, retried: 0, failed: 0 };
  let error: string | undefined;
  const slicer = sliceRun(channel === 'sms' ? 'smsDelivery' : 'mailDelivery');
  for (;;) {
    const claimed = await claimDue(db, projectKey, channel, now());
    for (const message of claimed) {
      const failure = await deliverOne(db, message, send, now, counts, channel === 'sms' ? MAX_SMS_ATTEMPTS : MAX_MAIL_ATTEMPTS);
      error ??= failure;
      if (slicer.spent()) await slicer.giveWay();
    }
    await slicer.giveWay();
    if (claimed.length < SMS_BATCH_SIZE) return { counts, error };
    if (slicer.overRun()) return { counts, error, more: true };
  }
}

/** Sends one claimed message and records the outcome; answers the error text when it failed. */
async function deliverOne(
  db: Db,
  message: OutboxRow,
  send: DeliverMessage,
  now: () => Date,
  counts: DeliveryCounts,
  maxAttempts: number,
): Promise<string | undefined> {
  const attempts = message.attempts + 1;
  try {
    // Composed now: a reset message is stored without its link (compose-outbox-message.ts).
    await send(message, await composeOutboxMessage(db, message));
    await db
      .update(notificationOutbox)
      .set({ status: 'sent', sentAt: now(), attempts, nextAttemptAt: null, lastError: '' })
      .where(eq(notificationOutbox.key, message.key));
    counts.sent += 1;
    return undefined;
  } catch (caught) {
    const lastError = errorText(caught);
    const givenUp = attempts >= maxAttempts;
    await db
      .update(notificationOutbox)
      .set({
        status: givenUp ? 'failed' : 'pending',
        attempts,
        lastError,
        nextAttemptAt: givenUp ? null : new Date(now().getTime() + backoffAfter(attempts)),
      })
      .where(eq(notificationOutbox.key, message.key));
    counts[givenUp ? 'failed' : 'retried'] += 1;
    return `${message.key}: ${lastError}`;
  }
}
