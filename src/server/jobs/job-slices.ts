import { AsyncLocalStorage } from 'node:async_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Long jobs (penalties, reminders, summons, regeneration, the registry sync) work in slices: a
 * slice does a few short transactions, then gives the event loop back so requests get in. On the
 * embedded engine (PGlite: one connection, a single-threaded engine whose queries finish in
 * microtasks) a job that never yields keeps the only connection, and the whole process, until it
 * ends: that froze sign-in and every screen for the 54 s of an hourly penalty run.
 */

/**
 * A slice ends once it has worked this long. A request waits for the slice in progress at each of
 * its turns of the event loop (the password hash, the reply), so a short slice keeps a sign-in
 * during a job within a few hundred milliseconds; with one more item's overrun a slice stays well
 * under the 200 ms a job may hold the connection.
 */
export const SLICE_MS = 50;
/** A run stops after this much work and asks to run again a minute later (JobResult.more), well within the runner's 10-minute lease. */
export const RUN_BUDGET_MS = 4 * 60 * 1000;

export type SliceStats = { longestMs: number; slices: number; totalMs: number };

/**
 * What the slices of each job held since the process started: the longest time a job kept the
 * connection (the process, on PGlite) without giving way, for `npm run bench` and the metrics.
 */
const holds = new Map<string, SliceStats>();

function recordHold(job: string, ms: number) {
  const stats = holds.get(job) ?? { longestMs: 0, slices: 0, totalMs: 0 };
  stats.longestMs = Math.max(stats.longestMs, ms);
  stats.slices += 1;
  stats.totalMs += ms;
  holds.set(job, stats);
}

/** Each job's slices so far. */
export function jobHolds(): Record<string, SliceStats> {
  return Object.fromEntries([...holds].map(([job, stats]) => [job, { ...stats }]));
}

/** The longest hold of any job, and which job it was (none before a job ran). */
export function longestJobHold(): { job: string; ms: number } | undefined {
  let longest: { job: string; ms: number } | undefined;
  for (const [job, stats] of holds) if (!longest || stats.longestMs > longest.ms) longest = { job, ms: stats.longestMs };
  return longest;
}

export function resetJobHolds(): void {
  holds.clear();
}

/** The stop signal of the runner whose job is running (see runUntilStopped). */
const runnerStop = new AsyncLocalStorage<AbortSignal>();

/**
 * Runs a job so that its slicer sees the runner being stopped: after the stop, the job's run ends at
 * its next slice as if its budget were spent (the rest is left for the next run, on this instance
 * or another). A graceful stop then waits for one slice, not for a backlog of many minutes.
 */
export function runUntilStopped<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  return runnerStop.run(signal, work);
}

export type JobSlicer = {
  /** Whether the current slice has used its time: a batch ends here (after its current item). */
  spent: () => boolean;
  /** Ends the slice: records how long it held the connection, then lets waiting requests in. */
  giveWay: () => Promise<void>;
  /** Starts the slice afresh without recording it: the job waited on something else than the database (a gateway, a file). */
  restart: () => void;
  /** Whether the whole run has used its budget, or its runner is stopping (the rest is left for the next run). */
  overRun: () => boolean;
};

/**
 * Cuts one run of a job into slices. Times are read from the process's own clock, never the
 * job's injectable clock (tests move that one to change what is due, not how long work takes).
 */
export function sliceRun(job: string, options: { sliceMs?: number; runBudgetMs?: number } = {}): JobSlicer {
  const sliceMs = options.sliceMs ?? SLICE_MS;
  const runBudgetMs = options.runBudgetMs ?? RUN_BUDGET_MS;
  const runStart = performance.now();
  const stop = runnerStop.getStore();
  let sliceStart = runStart;
  return {
    spent: () => performance.now() - sliceStart >= sliceMs,
    async giveWay() {
      recordHold(job, performance.now() - sliceStart);
      // setImmediate runs after the I/O phase: sockets already readable (a sign-in, a list
      // request) are read and their queries queued on the connection before the next slice.
      await nextTurn();
      sliceStart = performance.now();
    },
    restart() {
      sliceStart = performance.now();
    },
    overRun: () => stop?.aborted === true || performance.now() - runStart >= runBudgetMs,
  };
}
