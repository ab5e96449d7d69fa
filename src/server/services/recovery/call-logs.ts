import { and, desc, eq, inArray } from 'drizzle-orm';
import { callLogProblems, earliestToday, type CallStatus, type ReminderType } from '../../../domain/call-log';
import { remainingOf } from '../../../domain/tax-note-protocol';
import { AppError, badRequest, notFound } from '../../app-error';
import type { Db } from '../../db/open-db';
import { callLogs, notificationOutbox, taxNotes } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { newKey } from '../auth/tokens';
import { enqueueReminderNotice } from '../notifications/reminder-notice';
import { lockNote } from '../tax-notes/lock-note';
import { assertHoldsLease } from './note-lease';
import { escalateRecovery } from './recovery-stage';

export type CallLogBody = {
  reminderType: ReminderType;
  reminderDate: string;
  comment?: string;
  callStatus: CallStatus;
  promiseDate?: string;
  promiseAmount?: number;
  calledAt: string;
  /** Queue the reminder SMS with this log even when the reminder was not itself an SMS. */
  sendReminder?: boolean;
};

type CallLogRow = typeof callLogs.$inferSelect;
/** What the history shows of a log: the row, and how its reminder SMS fared (none, pending, sent, failed). */
export type CallLogView = ReturnType<typeof toCallLogView>;

/** An SMS reminder asked for but not queued (SMS switched off, no usable phone) reads 'notQueued'. */
export function toCallLogView(row: CallLogRow, currency: string, outboxStatus: string | null, smsAsked = row.reminderType === 'sms') {
  const smsStatus = row.outboxKey ? (outboxStatus ?? 'pending') : smsAsked ? 'notQueued' : null;
  return {
    _key: row.key,
    noteKey: row.noteKey,
    reminderType: row.reminderType,
    reminderDate: row.reminderDate,
    comment: row.comment,
    callStatus: row.callStatus,
    promiseDate: row.promiseDate,
    promiseAmount: row.promiseAmount === null ? null : { amount: row.promiseAmount, currency },
    calledAt: row.calledAt.toISOString(),
    userName: row.userName,
    smsStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

const RECOVERABLE = new Set(['approved', 'issued']);
/** A call time more than this far ahead of the server's clock is a mistyped day, not a clock skew. */
const CLOCK_SKEW_MS = 15 * 60 * 1000;

/**
 * Records one contact attempt, append-only. The note is locked (its remaining amount cannot move
 * under the promise check) and the caller must hold the note's call-centre lease. The note moves
 * to the 'reminded' stage (never back), and an SMS reminder is queued in the same transaction
 * when asked for.
 */
export async function logCall(options: { db: Db; projectKey: string; noteKey: string; principal: Principal; body: CallLogBody; now: Date }) {
  const { db, projectKey, noteKey, principal, body, now } = options;
  const calledAt = new Date(body.calledAt);
  if (Number.isNaN(calledAt.getTime()) || calledAt.getTime() > now.getTime() + CLOCK_SKEW_MS)
    throw badRequest('INVALID_VALUE', 'invalidValue', {}, [{ field: 'calledAt', message: 'range' }]);
  const name = principal.personName;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const note = await lockNote(tx, projectKey, noteKey);
    await assertHoldsLease(tx, noteKey, principal.userKey, now);
    const remaining = remainingOf(note.amount, note.paidAmount);
    if (!RECOVERABLE.has(note.lifecycle) || remaining <= 0) throw new AppError(409, 'NOTE_NOT_RECOVERABLE', 'noteNotRecoverable');
    const problems = callLogProblems(body, remaining, earliestToday(now));
    if (problems.length) throw badRequest('CALL_LOG_INVALID', problems[0].message, {}, problems);
    const promise = body.callStatus === 'promiseToPay';
    const outboxKey = body.reminderType === 'sms' || body.sendReminder ? await enqueueReminderNotice(tx, note) : undefined;
    const [row] = await tx
      .insert(callLogs)
      .values({
        key: newKey(),
        projectKey,
        noteKey,
        reminderType: body.reminderType,
        reminderDate: body.reminderDate,
        comment: body.comment?.trim() ?? '',
        callStatus: body.callStatus,
        promiseDate: promise ? body.promiseDate : null,
        promiseAmount: promise ? body.promiseAmount : null,
        calledAt,
        userKey: principal.userKey,
        userName: name,
        outboxKey: outboxKey ?? null,
      })
      .returning();
    await escalateRecovery(tx, { key: noteKey, projectKey }, 'reminded', now);
    return toCallLogView(row, note.currency, null, body.reminderType === 'sms' || Boolean(body.sendReminder));
  });
}

/** A note's call history, newest first, with the state of each reminder SMS. */
export async function listCallLogs(db: Db, projectKey: string, noteKey: string): Promise<CallLogView[]> {
  const [note] = await db
    .select({ currency: taxNotes.currency })
    .from(taxNotes)
    .where(and(eq(taxNotes.projectKey, projectKey), eq(taxNotes.key, noteKey)));
  if (!note) throw notFound();
  const rows = await db.select().from(callLogs).where(eq(callLogs.noteKey, noteKey)).orderBy(desc(callLogs.id)).limit(200);
  const outboxKeys = rows.map((row) => row.outboxKey).filter((key): key is string => Boolean(key));
  const states = outboxKeys.length
    ? await db
        .select({ key: notificationOutbox.key, status: notificationOutbox.status })
        .from(notificationOutbox)
        .where(inArray(notificationOutbox.key, outboxKeys))
    : [];
  const statusOf = new Map(states.map((state) => [state.key, state.status]));
  return rows.map((row) => toCallLogView(row, note.currency, row.outboxKey ? (statusOf.get(row.outboxKey) ?? null) : null));
}
