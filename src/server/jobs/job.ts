import type { Db } from '../db/open-db';
import { AppError } from '../app-error';
import { translate } from '../../i18n/translate';

/** What a job run reports: named counts shown in the scheduler-logs tab (e.g. approved, failed). */
export type JobCounts = Record<string, number>;

/** What a job receives: the project it runs for and the clock every time decision must read. */
export type JobContext = { db: Db; projectKey: string; now: () => Date };

/**
 * What a run achieved. A job that works through many items reports the items it could not
 * handle in its counts and the first such problem in `error`, without failing the whole run.
 */
export type JobResult = {
  counts: JobCounts;
  error?: string;
  /**
   * true when the run stopped at its time budget with work left (a backlog bigger than one run
   * should hold its lease for): the runner runs it again a minute later instead of at its next
   * scheduled time, so the rest is done within minutes.
   */
  more?: boolean;
};

/**
 * A job runs once per project on its cron schedule. An error it throws fails the run: the runner
 * logs the message and schedules the next run as usual.
 */
export type Job = {
  name: string;
  /** A cron expression (croner); stored on the job's row when the row is first registered. */
  schedule: string;
  run: (context: JobContext) => Promise<JobResult>;
  /**
   * false for a job that runs every minute to pick up work (SMS to send, tasks left over): a run
   * that found nothing, or was skipped, is not logged, so the scheduler logs show what happened
   * instead of a row a minute. Failures are always logged.
   */
  logIdleRuns?: boolean;
  /** The type(s) of the projects that run it ('1' tax when not given; '2' for the health projects' jobs). */
  projectType?: string | readonly string[];
};

/** Whether a run is worth a row in the scheduler logs. */
export const isLoggedRun = (job: Pick<Job, 'logIdleRuns'>, outcome: JobOutcome, counts: JobCounts): boolean =>
  job.logIdleRuns !== false || outcome === 'failed' || Object.values(counts).some((count) => count !== 0);

export type JobOutcome = 'succeeded' | 'failed' | 'skipped';

/**
 * A run's error as the logs keep it: the message only, never a stack trace, bounded in length.
 * A refusal of a use case carries a message key, kept as its English text.
 */
export function errorMessageOf(error: unknown): string {
  const message =
    error instanceof AppError ? translate('en', `errors.${error.messageKey}`, error.params) : error instanceof Error ? error.message : String(error);
  return (message || 'Unknown error').slice(0, 1000);
}
