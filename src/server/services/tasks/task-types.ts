import type { Db } from '../../db/open-db';
import type { backgroundTasks } from '../../db/schema';

export type BackgroundTask = typeof backgroundTasks.$inferSelect;
export type TaskCounts = Record<string, number>;
export type TaskProgress = { done: number; total: number; counts: TaskCounts };

/** What a handler gets: the task (its params), the clock, and a way to show progress (which also keeps its lease). */
export type TaskContext = {
  db: Db;
  task: BackgroundTask;
  now: () => Date;
  report: (progress: TaskProgress) => Promise<void>;
};

/** 'notFound' when there was nothing to do (no note of last year to regenerate, say). */
export type TaskOutcome = TaskProgress & { status: 'completed' | 'notFound' };
export type TaskHandler = (context: TaskContext) => Promise<TaskOutcome>;

/** notStarted → inProgress → completed | notFound | failed; a failed task may be started again. */
export type TaskStatus = 'notStarted' | 'inProgress' | 'completed' | 'notFound' | 'failed';
