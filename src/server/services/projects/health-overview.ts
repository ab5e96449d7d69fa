import { and, desc, eq, sql } from 'drizzle-orm';
import { BIRTH_REPORT_STAGES, stageOf, type BirthReportStage } from '../../../domain/birth-report';
import { publishCount } from '../../../domain/gbv-report';
import type { Db } from '../../db/open-db';
import { births, deaths, gbvCases, jobRuns, records } from '../../db/schema';
import { yearInZone } from '../../../domain/dated-money';

export type HealthOverview = {
  year: number;
  hospitals: number;
  births: { total: number } & Record<BirthReportStage, number>;
  deaths: { total: number; waitingForApproval: number; approved: number; rejected: number };
  /** Open GBV cases: a count only, hidden under 5 like every GBV figure (null). */
  openGbvCases: number | null;
  transmission: {
    lastRunAt: string | null;
    lastOutcome: string | null;
    lastError: string | null;
    /** Approved births the registry refused so far: waiting, their error on the declaration. */
    failing: number;
  };
};

const DEATH_STATES = ['waitingForApproval', 'approved', 'rejected'] as const;

/**
 * The health project's overview tab: its hospitals, this year's births by stage and deaths by
 * state, the open GBV cases, and how the civil registry transmission went last. Counts only.
 */
export async function healthOverview(db: Db, projectKey: string, now = new Date()): Promise<HealthOverview> {
  const year = yearInZone(now);
  const [from, to] = [`${year}-01-01`, `${year}-12-31`];
  const [hospitalRow] = await db
    .select({ count: sql<number>`cast(count(*) as integer)` })
    .from(records)
    .where(and(eq(records.resource, 'establishments'), eq(records.projectKey, projectKey), sql`${records.data}->>'type' = '2'`));
  const birthRows = await db
    .select({
      syncState: births.syncState,
      approved: sql<boolean>`${births.approvedAt} is not null`,
      count: sql<number>`cast(count(*) as integer)`,
    })
    .from(births)
    .where(and(eq(births.projectKey, projectKey), sql`${births.dateOfBirth} between ${from} and ${to}`))
    .groupBy(births.syncState, sql`2`);
  const deathRows = await db
    .select({ state: deaths.state, count: sql<number>`cast(count(*) as integer)` })
    .from(deaths)
    .where(and(eq(deaths.projectKey, projectKey), sql`${deaths.dateOfDeath} between ${from} and ${to}`))
    .groupBy(deaths.state);
  const [openCases] = await db
    .select({ count: sql<number>`cast(count(*) as integer)` })
    .from(gbvCases)
    .where(and(eq(gbvCases.projectKey, projectKey), eq(gbvCases.status, 'open')));
  const [lastRun] = await db
    .select({ startedAt: jobRuns.startedAt, outcome: jobRuns.outcome, error: jobRuns.error })
    .from(jobRuns)
    .where(and(eq(jobRuns.projectKey, projectKey), eq(jobRuns.jobName, 'registryTransmission')))
    .orderBy(desc(jobRuns.startedAt))
    .limit(1);
  // Transmission failures are counted over every year: a refused declaration waits whatever its date.
  const [failing] = await db
    .select({ count: sql<number>`cast(count(*) as integer)` })
    .from(births)
    .where(and(eq(births.projectKey, projectKey), eq(births.syncState, 'waitingForApproval'), sql`${births.lastTransmissionError} is not null`));

  const stageCount = (stage: BirthReportStage) =>
    birthRows.filter((row) => stageOf(row.syncState, Boolean(row.approved)) === stage).reduce((sum, row) => sum + Number(row.count), 0);
  const deathCount = (state: string) => Number(deathRows.find((row) => row.state === state)?.count ?? 0);
  return {
    year,
    hospitals: Number(hospitalRow?.count ?? 0),
    births: {
      total: BIRTH_REPORT_STAGES.reduce((sum, stage) => sum + stageCount(stage), 0),
      ...(Object.fromEntries(BIRTH_REPORT_STAGES.map((stage) => [stage, stageCount(stage)])) as Record<BirthReportStage, number>),
    },
    deaths: {
      total: deathRows.reduce((sum, row) => sum + Number(row.count), 0),
      ...(Object.fromEntries(DEATH_STATES.map((state) => [state, deathCount(state)])) as Record<(typeof DEATH_STATES)[number], number>),
    },
    openGbvCases: publishCount(Number(openCases?.count ?? 0)),
    transmission: {
      lastRunAt: lastRun ? lastRun.startedAt.toISOString() : null,
      lastOutcome: lastRun?.outcome ?? null,
      lastError: lastRun?.error || null,
      failing: Number(failing?.count ?? 0),
    },
  };
}
