import { and, eq, gte, min, ne, sql } from 'drizzle-orm';
import { DAY_MS, isoDay } from '../../../domain/calendar-rules';
import type { Db } from '../../db/open-db';
import { taxNotes } from '../../db/schema';
import { countAll } from '../list-query';
import type { Principal } from '../auth/principal';

const WINDOW_DAYS = 30;

/** Midnight UTC of the day, and of the Monday that starts its week. */
function dayStarts(now: Date) {
  const today = new Date(`${isoDay(now)}T00:00:00.000Z`);
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  return { today, week: new Date(today.getTime() - sinceMonday * DAY_MS), window: new Date(today.getTime() - (WINDOW_DAYS - 1) * DAY_MS) };
}

async function queueOf(db: Db, projectKey: string, actor: 'approver' | 'receveur') {
  const lifecycle = actor === 'approver' ? 'waitingForApproval' : 'approved';
  const [row] = await db
    .select({ count: countAll, oldest: min(taxNotes.createdAt) })
    .from(taxNotes)
    .where(and(eq(taxNotes.projectKey, projectKey), eq(taxNotes.lifecycle, lifecycle), eq(taxNotes.awaitingActor, actor)));
  return { count: row?.count ?? 0, oldestCreatedAt: row?.oldest ?? null };
}

/**
 * The caller's dashboard: what they created today and this week, by lifecycle, the project's
 * queues, and what they taxed over the last 30 days (rejected notes apart), per currency and
 * per day (days in UTC, every day present).
 */
export async function myWork(db: Db, projectKey: string, principal: Principal, now = new Date()) {
  const { today, week, window } = dayStarts(now);
  const mine = and(eq(taxNotes.projectKey, projectKey), eq(taxNotes.createdBy, principal.userKey));
  const count = async (since: Date) => {
    const [row] = await db
      .select({ count: countAll })
      .from(taxNotes)
      .where(and(mine, gte(taxNotes.createdAt, since)));
    return row.count;
  };
  const byLifecycle = await db.select({ lifecycle: taxNotes.lifecycle, count: countAll }).from(taxNotes).where(mine).groupBy(taxNotes.lifecycle);
  const taxedWhere = and(mine, gte(taxNotes.createdAt, window), ne(taxNotes.lifecycle, 'rejected'));
  const total = sql<string>`cast(sum(${taxNotes.amount}) as text)`;
  const taxed = await db
    .select({ currency: taxNotes.currency, amount: total })
    .from(taxNotes)
    .where(taxedWhere)
    .groupBy(taxNotes.currency)
    .orderBy(taxNotes.currency);
  const day = sql<string>`to_char(${taxNotes.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const perDay = await db
    .select({ day, currency: taxNotes.currency, count: countAll, amount: total })
    .from(taxNotes)
    .where(taxedWhere)
    .groupBy(day, taxNotes.currency);
  const daily = Array.from({ length: WINDOW_DAYS }, (_, index) => ({ day: isoDay(new Date(window.getTime() + index * DAY_MS)), count: 0, USD: 0, CDF: 0 }));
  for (const row of perDay) {
    const entry = daily.find((d) => d.day === row.day);
    if (!entry) continue;
    entry.count += row.count;
    if (row.currency === 'USD' || row.currency === 'CDF') entry[row.currency] += Number(row.amount);
  }
  return {
    createdToday: await count(today),
    createdThisWeek: await count(week),
    createdByLifecycle: Object.fromEntries(byLifecycle.map((row) => [row.lifecycle, row.count])),
    queue: { approver: await queueOf(db, projectKey, 'approver'), receveur: await queueOf(db, projectKey, 'receveur') },
    taxed: taxed.map((row) => ({ currency: row.currency, amount: Number(row.amount) })),
    daily,
  };
}
