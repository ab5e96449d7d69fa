import { and, eq, gte, isNull, min, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { addDays } from '../../../domain/calendar-rules';
import { dayInZone, startOfDayInZone } from '../../../domain/dated-money';
import { myWorkSectionsFor } from '../../../domain/my-work';
import type { Db } from '../../db/open-db';
import { births, deaths, gbvCases, payments, taxNotes } from '../../db/schema';
import { countAll } from '../list-query';
import { projectDayOf } from '../../db/project-clock';
import type { Principal } from '../auth/principal';
import { myWork as taxNoteWork } from '../tax-notes/my-work';

/** How many days the per-day charts cover, today included. */
export const CHART_DAYS = 14;

const dayOf = (column: PgColumn) => projectDayOf(column);

/** Today and the charts' days on the project's clock, and the instants they begin at. */
function windowOf(now: Date) {
  const todayDay = dayInZone(now);
  const days = Array.from({ length: CHART_DAYS }, (_, index) => addDays(todayDay, index - (CHART_DAYS - 1)));
  return { todayDay, days, today: startOfDayInZone(todayDay), since: startOfDayInZone(days[0]!) };
}

/** Every day of the window, oldest first, with the counts found (0 for a day with none). */
function perDay(window: { days: string[] }, rows: { day: string; count: number }[][]) {
  const days = window.days.map((day) => ({ day, count: 0 }));
  for (const row of rows.flat()) {
    const entry = days.find((d) => d.day === row.day);
    if (entry) entry.count += row.count;
  }
  return days;
}

/** Rows decided by the caller since a day, counted per day of the decision. */
async function decidedPerDay(db: Db, table: typeof births | typeof deaths, at: PgColumn, where: SQL | undefined, since: Date) {
  const day = dayOf(at);
  return db
    .select({ day, count: countAll })
    .from(table)
    .where(and(where, gte(at, since)))
    .groupBy(day);
}

async function queueOf(db: Db, table: typeof births | typeof deaths, where: SQL | undefined) {
  const [row] = await db
    .select({ count: countAll, oldest: min(table.createdAt) })
    .from(table)
    .where(where);
  return { count: row?.count ?? 0, oldestCreatedAt: row?.oldest ?? null };
}

async function approvals(db: Db, projectKey: string, principal: Principal, now: Date) {
  const window = windowOf(now);
  const { since, todayDay } = window;
  const mine = and(eq(taxNotes.projectKey, projectKey), eq(taxNotes.approvedBy, principal.userKey));
  const day = dayOf(taxNotes.approvedAt);
  const rows = await db
    .select({ day, count: countAll })
    .from(taxNotes)
    .where(and(mine, gte(taxNotes.approvedAt, since)))
    .groupBy(day);
  const daily = perDay(window, [rows]);
  return { approvedToday: daily.find((d) => d.day === todayDay)?.count ?? 0, daily };
}

async function paymentsToday(db: Db, projectKey: string, principal: Principal, now: Date) {
  const { today } = windowOf(now);
  const rows = await db
    .select({ currency: payments.paidCurrency, count: countAll, amount: sql<string>`cast(sum(${payments.paidAmount}) as text)` })
    .from(payments)
    .where(and(eq(payments.projectKey, projectKey), eq(payments.recordedBy, principal.userKey), eq(payments.kind, 'payment'), gte(payments.createdAt, today)))
    .groupBy(payments.paidCurrency)
    .orderBy(payments.paidCurrency);
  return {
    count: rows.reduce((sum, row) => sum + row.count, 0),
    amounts: rows.map((row) => ({ currency: row.currency, amount: Number(row.amount) })),
  };
}

async function declarations(db: Db, projectKey: string, principal: Principal, now: Date) {
  const window = windowOf(now);
  const { today, since } = window;
  const birthsMine = and(eq(births.projectKey, projectKey), eq(births.createdBy, principal.userKey));
  const deathsMine = and(eq(deaths.projectKey, projectKey), eq(deaths.createdBy, principal.userKey));
  const count = async (table: typeof births | typeof deaths, where: SQL | undefined) =>
    (await db.select({ count: countAll }).from(table).where(where))[0]?.count ?? 0;
  const birthsDaily = await db
    .select({ day: dayOf(births.createdAt), count: countAll })
    .from(births)
    .where(and(birthsMine, gte(births.createdAt, since)))
    .groupBy(dayOf(births.createdAt));
  const deathsDaily = await db
    .select({ day: dayOf(deaths.createdAt), count: countAll })
    .from(deaths)
    .where(and(deathsMine, gte(deaths.createdAt, since)))
    .groupBy(dayOf(deaths.createdAt));
  return {
    birthsToday: await count(births, and(birthsMine, gte(births.createdAt, today))),
    deathsToday: await count(deaths, and(deathsMine, gte(deaths.createdAt, today))),
    waiting:
      (await count(births, and(birthsMine, eq(births.syncState, 'waitingForApproval'), isNull(births.approvedAt)))) +
      (await count(deaths, and(deathsMine, eq(deaths.state, 'waitingForApproval')))),
    // Sent back by the supervisor: the registrar's corrections to make.
    rejected: (await count(births, and(birthsMine, eq(births.syncState, 'rejected')))) + (await count(deaths, and(deathsMine, eq(deaths.state, 'rejected')))),
    daily: perDay(window, [birthsDaily, deathsDaily]),
  };
}

async function healthApprovals(db: Db, projectKey: string, principal: Principal, now: Date) {
  const window = windowOf(now);
  const { since } = window;
  const me = principal.userKey;
  const birthDecided = (at: PgColumn, by: PgColumn) => decidedPerDay(db, births, at, and(eq(births.projectKey, projectKey), eq(by, me)), since);
  const deathDecided = (at: PgColumn, by: PgColumn) => decidedPerDay(db, deaths, at, and(eq(deaths.projectKey, projectKey), eq(by, me)), since);
  return {
    births: await queueOf(db, births, and(eq(births.projectKey, projectKey), eq(births.syncState, 'waitingForApproval'), isNull(births.approvedAt))),
    deaths: await queueOf(db, deaths, and(eq(deaths.projectKey, projectKey), eq(deaths.state, 'waitingForApproval'))),
    daily: perDay(window, [
      await birthDecided(births.approvedAt, births.approvedBy),
      await birthDecided(births.rejectedAt, births.rejectedBy),
      await deathDecided(deaths.approvedAt, deaths.approvedBy),
      await deathDecided(deaths.rejectedAt, deaths.rejectedBy),
    ]),
  };
}

async function gbvWork(db: Db, projectKey: string, principal: Principal) {
  const rows = await db
    .select({ status: gbvCases.status, count: countAll, oldest: min(gbvCases.reportDate) })
    .from(gbvCases)
    .where(and(eq(gbvCases.projectKey, projectKey), eq(gbvCases.caseWorkerKey, principal.userKey)))
    .groupBy(gbvCases.status);
  const open = rows.find((row) => row.status === 'open');
  return { open: open?.count ?? 0, oldestOpenReportDate: open?.oldest ?? null, closed: rows.find((row) => row.status === 'closed')?.count ?? 0 };
}

/**
 * The caller's /my-work: one block per section their role holds (src/domain/my-work.ts). A section
 * the role does not hold is never computed, so a health registrar reads no tax figures and a
 * cashier no births.
 */
export async function myWorkFor(db: Db, projectKey: string, principal: Principal, now = new Date()) {
  const sections = myWorkSectionsFor(principal.roleList);
  const has = (section: (typeof sections)[number]) => sections.includes(section);
  const tax = has('created') || has('approvals') || has('receveur') ? await taxNoteWork(db, projectKey, principal, now) : undefined;
  return {
    sections,
    ...(has('created') && tax
      ? { created: { today: tax.createdToday, thisWeek: tax.createdThisWeek, byLifecycle: tax.createdByLifecycle, taxed: tax.taxed, daily: tax.daily } }
      : {}),
    ...(has('approvals') && tax ? { approvals: { queue: tax.queue.approver, ...(await approvals(db, projectKey, principal, now)) } } : {}),
    ...(has('receveur') && tax ? { receveur: { queue: tax.queue.receveur } } : {}),
    ...(has('payments') ? { payments: await paymentsToday(db, projectKey, principal, now) } : {}),
    ...(has('declarations') ? { declarations: await declarations(db, projectKey, principal, now) } : {}),
    ...(has('healthApprovals') ? { healthApprovals: await healthApprovals(db, projectKey, principal, now) } : {}),
    ...(has('gbvCases') ? { gbvCases: await gbvWork(db, projectKey, principal) } : {}),
  };
}

export type MyWorkAnswer = Awaited<ReturnType<typeof myWorkFor>>;
