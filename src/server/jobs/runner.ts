import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open-db';
import { projects } from '../db/schema';
import { errorMessageOf, isLoggedRun, type Job, type JobCounts, type JobOutcome } from './job';
import { finishRun, leaseDueJob, registerJobs, releaseLeasesOf, type LeasedJob } from './job-leases';
import { nextRunAfter } from './schedule';
import { runUntilStopped } from './job-slices';
import { isDatabaseUnreachable } from '../db/database-unreachable';
import { observeJobRun } from '../observability/process-metrics';

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
  /** Told about a tick that failed as a whole. */
  onError?: (error: unknown) => void;
  /**
   * Asked after a tick failed because the database could not be reached: the runner pauses,
   * asking again every few seconds, and resumes as soon as it answers (main.ts: pingDatabase).
   * Without it such a tick is an error like any other, retried at the next interval.
   */
  databaseReachable?: () => Promise<boolean>;
  /** Told when the runner pauses for an unreachable database, and when it resumes. */
  onPause?: (error: unknown) => void;
  onResume?: () => void;
};

export type JobRunner = {
  id: string;
  /** Runs every due job, one lease at a time, and answers how many runs it logged. */
  runDueJobs: () => Promise<number>;
  start: () => void;
  /** Stops the timer and waits for the job in progress (no further job of its tick starts), so the database can close after it. */
  stop: () => Promise<void>;
};

/** A tick never runs more than this many jobs: the next tick takes the rest. */
const MAX_RUNS_PER_TICK = 100;
/** A run that stopped with work left (JobResult.more) runs again after this, not at its next scheduled time. */
const MORE_WORK_DELAY_MS = 60 * 1000;
/** A job whose schedule cannot be read is retried after an hour rather than spinning. */
const RETRY_BAD_SCHEDULE_MS = 60 * 60 * 1000;
/** How often a paused runner asks whether the database is back. */
const REACHABILITY_PROBE_MS = 2000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    const started = performance.now();
    let outcome: JobOutcome = 'succeeded';
    let counts: JobCounts = {};
    let error = '';
    let more = false;
    try {
      const [project] = await db.select({ scheduler: projects.scheduler }).from(projects).where(eq(projects.key, leased.projectKey));
      if (project?.scheduler)
        ({ counts, error = '', more = false } = await runUntilStopped(stopSignal.signal, () => job.run({ db, projectKey: leased.projectKey, now })));
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
    // /metrics: the real time taken (the injected clock is the schedule's, which tests move).
    observeJobRun(job.name, outcome, (performance.now() - started) / 1000);
  }

  async function runDueJobs() {
    await registerJobs(db, registered, now());
    const names = [...byName.keys()];
    let runs = 0;
    while (runs < MAX_RUNS_PER_TICK && !stopping) {
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
  /** Set by stop(): the tick in progress ends after its current job. */
  let stopping = false;
  /** Aborted by stop(): a long job ends at its next slice (job-slices.ts). */
  let stopSignal = new AbortController();

  /**
   * The database went away during a tick: rather than fail a tick every interval, wait until it
   * answers, then give back the lease the failed tick may have left on its job (nothing of this
   * runner runs meanwhile), so that job runs now and not when the lease expires in minutes.
   */
  async function pauseUntilReachable(reachable: () => Promise<boolean>, error: unknown) {
    options.onPause?.(error);
    while (!stopped) {
      await sleep(REACHABILITY_PROBE_MS);
      if (stopped || !(await reachable().catch(() => false))) continue;
      try {
        await releaseLeasesOf(db, id);
      } catch {
        continue; // gone again
      }
      options.onResume?.();
      return;
    }
  }

  const tick = () => {
    current = runDueJobs()
      .then(
        () => intervalMs,
        async (error: unknown) => {
          if (!options.databaseReachable || !isDatabaseUnreachable(error)) {
            options.onError?.(error);
            return intervalMs;
          }
          await pauseUntilReachable(options.databaseReachable, error);
          return 0;
        },
      )
      .catch(() => intervalMs)
      .then((delay) => {
        current = undefined;
        if (!stopped) timer = setTimeout(tick, delay);
      });
  };

  return {
    id,
    runDueJobs,
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      stopSignal = new AbortController();
      timer = setTimeout(tick, 0);
    },
    async stop() {
      stopped = true;
      stopping = true;
      stopSignal.abort();
      clearTimeout(timer);
      await current;
    },
  };
}
