import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { backgroundTasks, jobRuns } from '../../db/schema';
import { errorMessageOf } from '../../jobs/job';
import { newKey } from '../auth/tokens';
import { TASK_HANDLERS } from './task-handlers';
import type { BackgroundTask, TaskHandler, TaskProgress, TaskStatus } from './task-types';

/** How long a runner holds a task between two progress reports; past it another runner resumes it. */
const LEASE_MS = 5 * 60 * 1000;
const RUNNABLE: TaskStatus[] = ['notStarted', 'inProgress'];

export type StartTask = {
  projectKey: string;
  kind: string;
  /** What makes two starts the same work (regeneration: 'year:2025'; summons: one scope per request). */
  scope: string;
  params?: Record<string, unknown>;
  startedBy: string;
  startedByName: string;
};

/**
 * Records a task to run, once per (project, kind, scope): a second start of the same work answers
 * the first task (created false). A failed task is queued again.
 */
export async function startTask(db: Db, start: StartTask): Promise<{ task: BackgroundTask; created: boolean }> {
  const [inserted] = await db
    .insert(backgroundTasks)
    .values({ key: newKey(), status: 'notStarted', params: {}, ...start })
    .onConflictDoNothing({ target: [backgroundTasks.projectKey, backgroundTasks.kind, backgroundTasks.scope] })
    .returning();
  if (inserted) return { task: inserted, created: true };
  const [retried] = await db
    .update(backgroundTasks)
    .set({
      status: 'notStarted',
      error: '',
      done: 0,
      endedAt: null,
      leasedUntil: null,
      params: start.params ?? {},
      startedBy: start.startedBy,
      startedByName: start.startedByName,
    })
    .where(
      and(
        eq(backgroundTasks.projectKey, start.projectKey),
        eq(backgroundTasks.kind, start.kind),
        eq(backgroundTasks.scope, start.scope),
        eq(backgroundTasks.status, 'failed'),
      ),
    )
    .returning();
  if (retried) return { task: retried, created: true };
  const [existing] = await db
    .select()
    .from(backgroundTasks)
    .where(and(eq(backgroundTasks.projectKey, start.projectKey), eq(backgroundTasks.kind, start.kind), eq(backgroundTasks.scope, start.scope)));
  return { task: existing!, created: false };
}

export async function findTask(db: Db, projectKey: string, key: string): Promise<BackgroundTask | undefined> {
  const [task] = await db
    .select()
    .from(backgroundTasks)
    .where(and(eq(backgroundTasks.projectKey, projectKey), eq(backgroundTasks.key, key)));
  return task;
}

/** Takes the task when it is runnable and nobody holds it: of two runners, one gets it. */
async function claimTask(db: Db, key: string, now: Date): Promise<BackgroundTask | undefined> {
  const [claimed] = await db
    .update(backgroundTasks)
    .set({ status: 'inProgress', leasedUntil: new Date(now.getTime() + LEASE_MS) })
    .where(
      and(
        eq(backgroundTasks.key, key),
        inArray(backgroundTasks.status, RUNNABLE),
        or(isNull(backgroundTasks.leasedUntil), lt(backgroundTasks.leasedUntil, now)),
      ),
    )
    .returning();
  return claimed;
}

async function logRun(
  db: Db,
  task: BackgroundTask,
  startedAt: Date,
  endedAt: Date,
  outcome: 'succeeded' | 'failed',
  counts: Record<string, number>,
  error = '',
) {
  await db.insert(jobRuns).values({ jobName: task.kind, projectKey: task.projectKey, startedAt, endedAt, outcome, counts, error });
}

/**
 * Runs one task to its end if it can be claimed, reporting progress on the row as it goes; the
 * run is written to the project's scheduler logs under the task's kind. Answers whether it ran.
 */
export async function runTask(
  db: Db,
  key: string,
  now: () => Date = () => new Date(),
  handlers: Readonly<Record<string, TaskHandler>> = TASK_HANDLERS,
): Promise<boolean> {
  const startedAt = now();
  const task = await claimTask(db, key, startedAt);
  if (!task) return false;
  const handler = handlers[task.kind];
  const report = async ({ done, total, counts }: TaskProgress) => {
    await db
      .update(backgroundTasks)
      .set({ done, total, counts, leasedUntil: new Date(now().getTime() + LEASE_MS) })
      .where(eq(backgroundTasks.key, key));
  };
  try {
    if (!handler) throw new Error(`No handler for tasks of kind ${task.kind}`);
    const outcome = await handler({ db, task, now, report });
    await db
      .update(backgroundTasks)
      .set({ status: outcome.status, done: outcome.done, total: outcome.total, counts: outcome.counts, endedAt: now(), leasedUntil: null })
      .where(eq(backgroundTasks.key, key));
    await logRun(db, task, startedAt, now(), 'succeeded', outcome.counts);
  } catch (caught) {
    const error = errorMessageOf(caught);
    await db.update(backgroundTasks).set({ status: 'failed', error, endedAt: now(), leasedUntil: null }).where(eq(backgroundTasks.key, key));
    await logRun(db, task, startedAt, now(), 'failed', {}, error);
  }
  return true;
}

/** The project's tasks waiting to run (or left by a stopped server), oldest first: the scheduler's way to finish them. */
export async function runPendingTasks(db: Db, projectKey: string, now: () => Date = () => new Date()): Promise<Record<string, number>> {
  const pending = await db
    .select({ key: backgroundTasks.key })
    .from(backgroundTasks)
    .where(
      and(
        eq(backgroundTasks.projectKey, projectKey),
        inArray(backgroundTasks.status, RUNNABLE),
        or(isNull(backgroundTasks.leasedUntil), lt(backgroundTasks.leasedUntil, now())),
      ),
    )
    .orderBy(asc(backgroundTasks.createdAt));
  let ran = 0;
  for (const { key } of pending) if (await runTask(db, key, now)) ran += 1;
  return { tasks: ran };
}

const running = new Set<Promise<unknown>>();

/**
 * Starts the task at once in this process, without waiting for it (the user sees 'started' and then
 * its progress). Should the server stop first, the scheduler's backgroundTasks job resumes it.
 */
export function kickTask(db: Db, key: string, onError: (error: unknown) => void = () => {}): void {
  const run = runTask(db, key)
    .catch(onError)
    .finally(() => running.delete(run));
  running.add(run);
}

/** Waits for the tasks this process started, so the database closes after them. */
export async function settleKickedTasks(): Promise<void> {
  await Promise.allSettled([...running]);
}
