import { and, eq, isNull, sql } from 'drizzle-orm';
import { monthOf } from '../../../domain/period-close';
import type { Db } from '../../db/open-db';
import { periodCloses } from '../../db/schema';
import { periodClosed } from './period-errors';
import { dayInZone } from '../../../domain/dated-money';

/**
 * The lock a month's close and every change dated in it share: a change holds it shared until its
 * transaction ends, a close holds it exclusively. A posting that read the month open therefore
 * commits before the close can read the month's figures, and one that starts after the close
 * finds the month closed.
 */
export async function lockMonth(tx: Db, projectKey: string, month: string, mode: 'shared' | 'exclusive') {
  const name = `period:${projectKey}:${month}`;
  if (mode === 'shared') await tx.execute(sql`select pg_advisory_xact_lock_shared(hashtext(${name}))`);
  else await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}

/** The close in force over a month, if any. */
export async function closeInForce(tx: Db, projectKey: string, month: string) {
  const [row] = await tx
    .select()
    .from(periodCloses)
    .where(and(eq(periodCloses.projectKey, projectKey), eq(periodCloses.month, month), isNull(periodCloses.reopenedAt)));
  return row;
}

/**
 * Refuses (422 PERIOD_CLOSED, naming the month, when and by whom) a change dated `day` when its
 * month is closed; called inside the change's transaction, it holds the month's lock shared so a
 * close cannot slip in before the commit. Each distinct month is checked once.
 */
export async function assertPeriodOpen(tx: Db, projectKey: string, ...days: (string | null | undefined)[]) {
  const months = [...new Set(days.filter((day): day is string => !!day).map(monthOf))].sort();
  for (const month of months) {
    await lockMonth(tx, projectKey, month, 'shared');
    const close = await closeInForce(tx, projectKey, month);
    if (close) throw periodClosed(month, close.closedAt, close.closedByName);
  }
}

/** The day a note was taxed, as the reports date it: its creation instant's day on the project's clock. */
export const noteTaxedDay = (note: { createdAt: Date }) => dayInZone(note.createdAt);

/**
 * Whether a day's month is closed, holding the month's lock shared like assertPeriodOpen: for the
 * late-penalty job, which skips such a note instead of failing on it.
 */
export async function periodIsClosed(tx: Db, projectKey: string, day: string): Promise<boolean> {
  await lockMonth(tx, projectKey, monthOf(day), 'shared');
  return !!(await closeInForce(tx, projectKey, monthOf(day)));
}
