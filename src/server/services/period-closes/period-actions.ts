import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { dayInZone } from '../../../domain/dated-money';
import { isMonth, monthIsOver, recentMonths, reopenRefusal } from '../../../domain/period-close';
import type { Db } from '../../db/open-db';
import { periodCloses } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { newKey } from '../auth/tokens';
import { rowsOf } from '../reports/money-report-sql';
import { closeInForce, lockMonth } from './period-guard';
import {
  invalidMonth,
  periodAlreadyClosed,
  periodNotClosed,
  periodNotOver,
  periodNotReconciled,
  reopenAlreadyRequested,
  reopenNotRequested,
  reopenSamePerson,
} from './period-errors';

type CloseRow = typeof periodCloses.$inferSelect;
type Options = { db: Db; projectKey: string; principal: Principal; month: string; now: Date };

/** How many past months the closing screen lists. */
const LISTED_MONTHS = 24;

export type PeriodState = 'open' | 'closed' | 'reopenRequested';

const toApiClose = (month: string, row: CloseRow | undefined) => ({
  month,
  state: (!row ? 'open' : row.reopenRequestedBy ? 'reopenRequested' : 'closed') as PeriodState,
  closedBy: row?.closedBy ?? null,
  closedByName: row?.closedByName ?? null,
  closedAt: row?.closedAt.toISOString() ?? null,
  reopenRequestedBy: row?.reopenRequestedBy ?? null,
  reopenRequestedByName: row?.reopenRequestedByName ?? null,
  reopenRequestedAt: row?.reopenRequestedAt?.toISOString() ?? null,
  reopenReason: row?.reopenReason ?? null,
});
export type ApiPeriodClose = ReturnType<typeof toApiClose>;

/** The closes in force of a project, by month. */
export async function closesInForce(db: Db, projectKey: string): Promise<Map<string, CloseRow>> {
  const rows = await db
    .select()
    .from(periodCloses)
    .where(and(eq(periodCloses.projectKey, projectKey), isNull(periodCloses.reopenedAt)))
    .orderBy(desc(periodCloses.month));
  return new Map(rows.map((row) => [row.month, row]));
}

/** The last two years' months, newest first, with their state; an older closed month is listed too. */
export async function listPeriodCloses(db: Db, projectKey: string, now: Date): Promise<ApiPeriodClose[]> {
  const closes = await closesInForce(db, projectKey);
  const months = [...new Set([...recentMonths(dayInZone(now), LISTED_MONTHS), ...closes.keys()])].sort().reverse();
  return months.map((month) => toApiClose(month, closes.get(month)));
}

/**
 * What "reconciled" means for a close: every note paid in the month has a cached paid amount equal
 * to what the ledger settled on it (the figure the reports and the counter read agree with the
 * append-only ledger). Answers how many notes disagree.
 */
async function unreconciledNotes(tx: Db, projectKey: string, month: string): Promise<number> {
  const from = `${month}-01`;
  const [row] = await rowsOf<{ count: string }>(
    tx,
    sql`select count(*)::text as count from tax_notes n
      where n.project_key = ${projectKey}
        and n.key in (select p.note_key from payments p where p.project_key = ${projectKey}
          and p.payment_date >= ${from}::date and p.payment_date < (${from}::date + interval '1 month'))
        and n.paid_amount <> (select coalesce(sum(q.settled_amount), 0) from payments q where q.note_key = n.key)`,
  );
  return Number(row?.count ?? 0);
}

/**
 * Closes a month once it is over (on the project's clock) and reconciled. Holds the month's lock
 * exclusively, so every change dated in it that had already read it open has committed first.
 */
export async function closePeriod({ db, projectKey, principal, month, now }: Options) {
  if (!isMonth(month)) throw invalidMonth();
  if (!monthIsOver(month, dayInZone(now))) throw periodNotOver(month);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockMonth(tx, projectKey, month, 'exclusive');
    if (await closeInForce(tx, projectKey, month)) throw periodAlreadyClosed();
    const disagreeing = await unreconciledNotes(tx, projectKey, month);
    if (disagreeing > 0) throw periodNotReconciled(month, disagreeing);
    const [row] = await tx
      .insert(periodCloses)
      .values({ key: newKey(), projectKey, month, closedBy: principal.userKey, closedByName: principal.personName, closedAt: now })
      .returning();
    return toApiClose(month, row);
  });
}

/** One administrator asks to reopen a closed month, with a reason; another decides. */
export async function requestReopen({ db, projectKey, principal, month, now, reason }: Options & { reason: string }) {
  if (!isMonth(month)) throw invalidMonth();
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockMonth(tx, projectKey, month, 'exclusive');
    const close = await closeInForce(tx, projectKey, month);
    if (!close) throw periodNotClosed();
    if (close.reopenRequestedBy) throw reopenAlreadyRequested();
    const [row] = await tx
      .update(periodCloses)
      .set({
        reopenRequestedBy: principal.userKey,
        reopenRequestedByName: principal.personName,
        reopenRequestedAt: now,
        reopenReason: reason.trim(),
        version: sql`${periodCloses.version} + 1`,
      })
      .where(eq(periodCloses.key, close.key))
      .returning();
    return toApiClose(month, row);
  });
}

/**
 * Another administrator approves the reopening: neither the one who asked nor the one who closed
 * (403 REOPEN_SAME_PERSON), whatever their role. The close row stays, stamped reopened.
 */
export async function approveReopen({ db, projectKey, principal, month, now }: Options) {
  if (!isMonth(month)) throw invalidMonth();
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockMonth(tx, projectKey, month, 'exclusive');
    const close = await closeInForce(tx, projectKey, month);
    if (!close) throw periodNotClosed();
    const refusal = reopenRefusal(close, principal.userKey);
    if (refusal === 'notRequested') throw reopenNotRequested();
    if (refusal) throw reopenSamePerson();
    await tx
      .update(periodCloses)
      .set({ reopenedBy: principal.userKey, reopenedByName: principal.personName, reopenedAt: now, version: sql`${periodCloses.version} + 1` })
      .where(eq(periodCloses.key, close.key));
    return toApiClose(month, undefined);
  });
}
