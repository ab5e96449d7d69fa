import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open-db';
import { jobs } from '../db/schema';
import { conflict, notFound, type ErrorKey } from '../app-error';
import { errorMessageOf, type Job, type JobCounts, type JobOutcome } from './job';
import { finishRun, leaseJobNow, registerJobs } from './job-leases';

/** A manual run holds the job's lease as long as a scheduled one would. */
const LEASE_MS = 10 * 60 * 1000;
const RUNNER_ID = 'run-now';

/**
 * Runs one project's job now, as the scheduler would: the same job under the same lease, so a
 * manual run and a scheduled one never overlap, and a row in the scheduler logs (always, even when
 * there was nothing to do, since a person asked and the log answers them). The project's scheduler
 * switch governs the timed runs only: a person pressing the button wants the work done. The next
 * scheduled run keeps its time. 409 (`busyCode`) while a run holds the job; 404 for a project the
 * job does not serve.
 */
export async function runJobNow(db: Db, job: Job, projectKey: string, busy: { code: string; message: ErrorKey }, now = () => new Date()) {
  await registerJobs(db, [job], now());
  const leased = await leaseJobNow(db, job.name, projectKey, RUNNER_ID, now(), LEASE_MS);
  if (!leased) {
    const [row] = await db
      .select({ name: jobs.name })
      .from(jobs)
      .where(and(eq(jobs.name, job.name), eq(jobs.projectKey, projectKey)));
    throw row ? conflict(busy.code, busy.message) : notFound();
  }
  const startedAt = now();
  let outcome: JobOutcome = 'succeeded';
  let counts: JobCounts = {};
  let error = '';
  try {
    ({ counts, error = '' } = await job.run({ db, projectKey, now }));
  } catch (caught) {
    outcome = 'failed';
    error = errorMessageOf(caught);
  }
  await finishRun(db, leased, RUNNER_ID, { startedAt, endedAt: now(), outcome, counts, error, nextRunAt: leased.nextRunAt, logged: true });
  return { outcome, counts, error };
}
