import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';
import { backgroundTasks, jobRuns } from '../../src/server/db/schema';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { runPendingTasks, runTask, startTask } from '../../src/server/services/tasks/background-tasks';
import type { TaskHandler } from '../../src/server/services/tasks/task-types';

/** Long work users start: once per scope, progress visible, failures retried, resumed after a crash. */
let t: TestApp;
let receveur: SessionUser;
const start = (scope: string, kind = 'testCount') =>
  startTask(t.database.db, { projectKey: TAX_PROJECT_KEY, kind, scope, params: { upTo: 3 }, startedBy: 'u1', startedByName: 'Test User' });

/** Counts to params.upTo, reporting each step; fails when params.fail is set. */
const seen: number[][] = [];
const handlers: Record<string, TaskHandler> = {
  testCount: async ({ task, report }) => {
    const upTo = Number(task.params.upTo);
    const steps: number[] = [];
    for (let done = 1; done <= upTo; done += 1) {
      steps.push(done);
      await report({ done, total: upTo, counts: { counted: done } });
    }
    seen.push(steps);
    if (task.params.fail) throw new Error('the bank file could not be read');
    return { status: upTo ? 'completed' : 'notFound', done: upTo, total: upTo, counts: { counted: upTo } };
  },
};

beforeAll(async () => {
  t = await createTestApp();
  receveur = await t.login('receveur');
});
afterAll(async () => {
  await t.close();
});

describe('background tasks', () => {
  it('runs a started task to its end once, and a second start of the same scope answers the first task', async () => {
    const first = await start('year:2025');
    const again = await start('year:2025');
    expect(first.created).toBe(true);
    expect(again.created).toBe(false);
    expect(again.task.key).toBe(first.task.key);
    expect(again.task.status).toBe('notStarted');

    expect(await runTask(t.database.db, first.task.key, () => new Date(), handlers)).toBe(true);
    // Completed: nobody runs it again.
    expect(await runTask(t.database.db, first.task.key, () => new Date(), handlers)).toBe(false);

    const response = await t.request({ method: 'GET', url: `/api/taxNote/tasks/${first.task.key}`, headers: t.headersFor(receveur) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'completed',
      done: 3,
      total: 3,
      counts: { counted: 3 },
      startedByName: 'Test User',
      scope: 'year:2025',
    });
    const runs = await t.database.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.projectKey, TAX_PROJECT_KEY), eq(jobRuns.jobName, 'testCount')));
    expect(runs.map((run) => [run.outcome, run.counts])).toEqual([['succeeded', { counted: 3 }]]);
  });

  it('marks a failing task failed with its message, and a new start of the scope runs it again', async () => {
    const failing = await startTask(t.database.db, {
      projectKey: TAX_PROJECT_KEY,
      kind: 'testCount',
      scope: 'failing',
      params: { upTo: 1, fail: true },
      startedBy: 'u1',
      startedByName: 'Test User',
    });
    await runTask(t.database.db, failing.task.key, () => new Date(), handlers);
    const [failed] = await t.database.db.select().from(backgroundTasks).where(eq(backgroundTasks.key, failing.task.key));
    expect(failed).toMatchObject({ status: 'failed', error: 'the bank file could not be read' });

    const retried = await startTask(t.database.db, {
      projectKey: TAX_PROJECT_KEY,
      kind: 'testCount',
      scope: 'failing',
      params: { upTo: 2 },
      startedBy: 'u2',
      startedByName: 'Other User',
    });
    expect(retried).toMatchObject({ created: true, task: { key: failing.task.key, status: 'notStarted' } });
    await runTask(t.database.db, failing.task.key, () => new Date(), handlers);
    const [done] = await t.database.db.select().from(backgroundTasks).where(eq(backgroundTasks.key, failing.task.key));
    expect(done).toMatchObject({ status: 'completed', done: 2, error: '' });
  });

  it('leaves a task another runner holds, and takes it up once that runner’s lease has run out', async () => {
    const { task } = await start('held');
    const now = new Date();
    await t.database.db
      .update(backgroundTasks)
      .set({ status: 'inProgress', leasedUntil: new Date(now.getTime() + 60_000) })
      .where(eq(backgroundTasks.key, task.key));
    expect(await runTask(t.database.db, task.key, () => now, handlers)).toBe(false);
    // Ten minutes later the holder is presumed gone (the server stopped): the scheduler resumes the task.
    const later = new Date(now.getTime() + 10 * 60_000);
    expect(await runTask(t.database.db, task.key, () => later, handlers)).toBe(true);
    const [resumed] = await t.database.db.select().from(backgroundTasks).where(eq(backgroundTasks.key, task.key));
    expect(resumed.status).toBe('completed');
  });

  it('the scheduler job finds the tasks nobody ran', async () => {
    const { task } = await start('left-behind');
    const counts = await runPendingTasks(t.database.db, TAX_PROJECT_KEY);
    // No handler is registered for the test kind in production: the run fails, visibly.
    expect(counts.tasks).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(backgroundTasks).where(eq(backgroundTasks.key, task.key));
    expect(row).toMatchObject({ status: 'failed', error: 'No handler for tasks of kind testCount' });
  });

  it('answers 404 for a task of another project or an unknown key, and refuses a caller without recovery rights', async () => {
    const unknown = await t.request({ method: 'GET', url: '/api/taxNote/tasks/nope', headers: t.headersFor(receveur) });
    expect(unknown.statusCode).toBe(404);
    const cashier = await t.login('cashier');
    const refused = await t.request({ method: 'GET', url: '/api/taxNote/tasks', headers: t.headersFor(cashier) });
    expect(refused.statusCode).toBe(403);
  });
});
