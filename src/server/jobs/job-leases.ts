import { and, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open-db';
import { jobRuns, jobs } from '../db/schema';
import { PROJECT_TYPES } from '../../domain/constants';
import { nextRunAfter } from './schedule';
import type { Job, JobCounts, JobOutcome } from './job';

export type LeasedJob = typeof jobs.$inferSelect;

/**
 * Gives every project of a job's type(s) (tax unless the job says) a row for each job. Rows that exist are left alone (another instance
 * may hold their lease), so this runs safely at every start and every tick: a project created
 * since is picked up without a restart.
 */
export async function registerJobs(db: Db, registered: readonly Job[], now: Date): Promise<void> {
  for (const job of registered) {
    const firstRun = nextRunAfter(job.schedule, now).toISOString();
    await db.execute(sql`
      insert into ${jobs} (name, project_key, schedule, next_run_at)
      select ${job.name}, p.key, ${job.schedule}, ${firstRun}::timestamptz from projects p where p.project_type in ${[job.projectType ?? PROJECT_TYPES.tax].flat()}
      on conflict do nothing`);
  }
}

/**
 * The one way a job row is leased: the longest due row `which` picks whose lease is free or
 * expired. SKIP LOCKED lets runners of other instances pass over a row being leased instead of
 * queueing behind it; the lease is committed before the job runs, so the row stays claimed
 * without holding a transaction open for the whole run.
 */
async function leaseFirst(db: Db, which: SQL, runnerId: string, now: Date, leaseMs: number): Promise<LeasedJob | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(jobs)
      .where(and(which, or(isNull(jobs.leasedUntil), lt(jobs.leasedUntil, now))))
      .orderBy(jobs.nextRunAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return undefined;
    const leasedUntil = new Date(now.getTime() + leaseMs);
    await tx
      .update(jobs)
      .set({ leasedUntil, leasedBy: runnerId })
      .where(and(eq(jobs.name, row.name), eq(jobs.projectKey, row.projectKey)));
    return { ...row, leasedUntil, leasedBy: runnerId };
  });
}

/** Takes one due job of these names, the longest due first (the scheduler's tick). */
export async function leaseDueJob(db: Db, names: readonly string[], runnerId: string, now: Date, leaseMs: number): Promise<LeasedJob | undefined> {
  if (!names.length) return undefined;
  return leaseFirst(db, and(lte(jobs.nextRunAt, now), inArray(jobs.name, [...names]))!, runnerId, now, leaseMs);
}

/** Takes one project's job whatever its next run time (a run a person asked for); nothing when a run holds it. */
export async function leaseJobNow(db: Db, name: string, projectKey: string, runnerId: string, now: Date, leaseMs: number): Promise<LeasedJob | undefined> {
  return leaseFirst(db, and(eq(jobs.name, name), eq(jobs.projectKey, projectKey))!, runnerId, now, leaseMs);
}

/**
 * Frees the leases a runner still holds on jobs it is not running (a tick cut short by the
 * database going away), so they run at the runner's next tick rather than when the lease expires.
 */
export async function releaseLeasesOf(db: Db, runnerId: string): Promise<void> {
  await db.update(jobs).set({ leasedUntil: null, leasedBy: null }).where(eq(jobs.leasedBy, runnerId));
}

export type FinishedRun = { startedAt: Date; endedAt: Date; outcome: JobOutcome; counts: JobCounts; error: string; nextRunAt: Date; logged?: boolean };

/**
 * Logs the run and releases the lease with the next run time, in one transaction. A runner whose
 * lease expired and was taken over only logs: the next run belongs to the new holder.
 */
export async function finishRun(db: Db, job: LeasedJob, runnerId: string, run: FinishedRun): Promise<void> {
  await db.transaction(async (tx) => {
    if (run.logged !== false)
      await tx.insert(jobRuns).values({
        jobName: job.name,
        projectKey: job.projectKey,
        startedAt: run.startedAt,
        endedAt: run.endedAt,
        outcome: run.outcome,
        counts: run.counts,
        error: run.error,
      });
    await tx
      .update(jobs)
      .set({ nextRunAt: run.nextRunAt, leasedUntil: null, leasedBy: null })
      .where(and(eq(jobs.name, job.name), eq(jobs.projectKey, job.projectKey), eq(jobs.leasedBy, runnerId)));
  });
}
