import { and, eq, gte, min, ne, sql } from 'drizzle-orm';
import { addDays } from '../../../domain/calendar-rules';
import { dayInZone, startOfDayInZone } from '../../../domain/dated-money';
import { projectDayOf } from '../../db/project-clock';
import type { Db } from '../../db/open-db';
import { taxNotes } from '../../db/schema';
import { countAll } from '../list-query';
import type { Principal } from '../auth/principal';

const WINDOW_DAYS = 30;

/** Today, its week (from Monday) and the chart's days on the project's clock, and the instants they begin at. */
function dayStarts(now: Date) {
  const todayDay = dayInZone(now);
  const sinceMonday = (new Date(`${todayDay}T00:00:00Z`).getUTCDay() + 6) % 7;
  const days = Array.from({ length: WINDOW_DAYS }, (_, index) => addDays(todayDay, index - (WINDOW_DAYS - 1)));
  return { today: startOfDayInZone(todayDay), week: startOfDayInZone(addDays(todayDay, -sinceMonday)), window: startOfDayInZone(days[0]!), days };
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
 * per day (days on the project's clock, every day present).
 */
export async function myWork(db: Db, projectKey: string, principal: Principal, now = new Date()) {
  const { today, week, window, days } = dayStarts(now);
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
  const day = projectDayOf(taxNotes.createdAt);
  const perDay = await db
    .select({ day, currency: taxNotes.currency, count: countAll, amount: total })
    .from(taxNotes)
    .where(taxedWhere)
    .groupBy(day, taxNotes.currency);
  const daily = days.map((day) => ({ day, count: 0, USD: 0, CDF: 0 }));
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
