import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open-db';
import { projects } from '../db/schema';
import { errorMessageOf, isLoggedRun, type Job, type JobCounts, type JobOutcome } from './job';
import { finishRun, leaseDueJob, registerJobs, type LeasedJob } from './job-leases';
import { nextRunAfter } from './schedule';

export type RunnerOptions = {
  db: Db;
  /** The jobs this runner knows (PROJECT_JOBS in production); rows of other jobs are left alone. */
  jobs: readonly Job[];
  /** Every time decision reads this clock, so tests can move time. */
  now?: () => Date;
  /** Seconds between two looks for due jobs (30 by default). */
  intervalSeconds?: number;
  /** How long a lease holds; past it a crashed runner's job is taken up again (10 minutes by default). */
  leaseSeconds?: number;
  runnerId?: string;
  /** Told about a tick that failed as a whole (the database unreachable, say). */
  onError?: (error: unknown) => void;
};

export type JobRunner = {
  id: string;
  /** Runs every due job, one lease at a time, and answers how many runs it logged. */
  runDueJobs: () => Promise<number>;
  start: () => void;
  /** Stops the timer and waits for the run in progress, so the database can close after it. */
  stop: () => Promise<void>;
};

/** A tick never runs more than this many jobs: the next tick takes the rest. */
const MAX_RUNS_PER_TICK = 100;
/** A run that stopped with work left (JobResult.more) runs again after this, not at its next scheduled time. */
const MORE_WORK_DELAY_MS = 60 * 1000;
/** A job whose schedule cannot be read is retried after an hour rather than spinning. */
const RETRY_BAD_SCHEDULE_MS = 60 * 60 * 1000;

export function createJobRunner(options: RunnerOptions): JobRunner {
  const { db } = options;
  const registered = options.jobs;
  const byName = new Map(registered.map((job) => [job.name, job]));
  const now = options.now ?? (() => new Date());
  const intervalMs = (options.intervalSeconds ?? 30) * 1000;
  const leaseMs = (options.leaseSeconds ?? 600) * 1000;
  const id = options.runnerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

  async function runOne(leased: LeasedJob) {
    const job = byName.get(leased.name)!;
    const startedAt = now();
    let outcome: JobOutcome = 'succeeded';
    let counts: JobCounts = {};
    let error = '';
    let more = false;
    try {
      const [project] = await db.select({ scheduler: projects.scheduler }).from(projects).where(eq(projects.key, leased.projectKey));
      if (project?.scheduler) ({ counts, error = '', more = false } = await job.run({ db, projectKey: leased.projectKey, now }));
      else outcome = 'skipped';
    } catch (caught) {
      outcome = 'failed';
      error = errorMessageOf(caught);
    }
    const endedAt = now();
    let nextRunAt: Date;
    try {
      nextRunAt = more ? new Date(endedAt.getTime() + MORE_WORK_DELAY_MS) : nextRunAfter(leased.schedule, endedAt);
    } catch (caught) {
      outcome = 'failed';
      error ||= errorMessageOf(caught);
      nextRunAt = new Date(endedAt.getTime() + RETRY_BAD_SCHEDULE_MS);
    }
    await finishRun(db, leased, id, { startedAt, endedAt, outcome, counts, error, nextRunAt, logged: isLoggedRun(job, outcome, counts) });
  }

  async function runDueJobs() {
    await registerJobs(db, registered, now());
    const names = [...byName.keys()];
    let runs = 0;
    while (runs < MAX_RUNS_PER_TICK) {
      const leased = await leaseDueJob(db, names, id, now(), leaseMs);
      if (!leased) break;
      await runOne(leased);
      runs += 1;
    }
    return runs;
  }

  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> | undefined;
  let stopped = true;
  const tick = () => {
    current = runDueJobs()
      .catch((error) => options.onError?.(error))
      .finally(() => {
        current = undefined;
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };

  return {
    id,
    runDueJobs,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(tick, 0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
