import { SCHEDULED_JOBS } from '../../domain/scheduled-jobs';
import { runPendingTasks } from '../services/tasks/background-tasks';
import type { Job, JobContext } from './job';

/**
 * Finishes the project's background tasks (summons, regeneration) that no process is running: a
 * task is started at once by the request that asks for it, and this job takes up what a stopped
 * server left behind. Each task logs its own run under its kind.
 */
export const BACKGROUND_TASKS_JOB: Job = {
  ...SCHEDULED_JOBS.backgroundTasks,
  run: async ({ db, projectKey, now }: JobContext) => ({ counts: await runPendingTasks(db, projectKey, now) }),
};
