import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { JobOutcome } from '../jobs/job';

/**
 * What the whole process counts, whichever app instance (tests build several) serves /metrics:
 * the scheduler's runs and the payments committed happen outside any request, so they are
 * counted here once per process, beside Node's own figures (memory, CPU, event-loop delay).
 */
export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics });

const jobRuns = new Counter({
  name: 'mapato_job_runs_total',
  help: 'Scheduled job runs, by job name and outcome (succeeded, failed, skipped).',
  labelNames: ['job', 'outcome'] as const,
  registers: [processMetrics],
});

const jobRunSeconds = new Histogram({
  name: 'mapato_job_run_duration_seconds',
  help: 'How long a scheduled job run took, by job name and outcome.',
  labelNames: ['job', 'outcome'] as const,
  // From a quick look at an empty outbox to a penalty run over thousands of notes.
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 600],
  registers: [processMetrics],
});

const paymentsPosted = new Counter({
  name: 'mapato_payments_posted_total',
  help: 'Payment rows committed to the ledger, by how they were taken (payment at the counter or a fee).',
  labelNames: ['kind'] as const,
  registers: [processMetrics],
});

/** One scheduled run, after its outcome is written down. */
export function observeJobRun(job: string, outcome: JobOutcome, seconds: number): void {
  jobRuns.inc({ job, outcome });
  jobRunSeconds.observe({ job, outcome }, seconds);
}

/** Called after the transaction that wrote the payments committed, never inside it (a rollback would still count). */
export function countPostedPayments(kind: 'payment' | 'fee', count: number): void {
  if (count > 0) paymentsPosted.inc({ kind }, count);
}

/**
 * Runs a posting whose transaction `post` owns (idempotent() takes the key in it) and counts its
 * payment rows once `post` resolved, that is once it committed. `committed` is called by the
 * work as its last step with the rows it wrote: a replayed answer (the work did not run) and a
 * rollback (`post` rejects) count nothing.
 */
export async function countingPostedPayments<T>(kind: 'payment' | 'fee', post: (committed: (rows: number) => void) => Promise<T>): Promise<T> {
  let rows = 0;
  const result = await post((written) => {
    rows = written;
  });
  countPostedPayments(kind, rows);
  return result;
}
