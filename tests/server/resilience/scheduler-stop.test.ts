import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { projects } from '../../../src/server/db/schema';
import type { Database } from '../../../src/server/db/open-db';
import { TAX_PROJECT_KEY } from '../../../src/server/db/seed/demo-staff';
import { createJobRunner } from '../../../src/server/jobs/runner';
import type { Job } from '../../../src/server/jobs/job';
import { sliceRun } from '../../../src/server/jobs/job-slices';
import { openTestDatabase } from '../support/test-database';

/** Graceful stop, the scheduler's side: stop() lets the job in progress finish and starts no other. */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.update(projects).set({ scheduler: true }).where(eq(projects.key, TAX_PROJECT_KEY));
});
afterAll(async () => {
  await database?.close();
});

describe('stopping the scheduler', () => {
  it('waits for the job in progress, then runs none of the jobs still due', async () => {
    const runs: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    const job = (name: string): Job => ({
      name,
      schedule: '* * * * *',
      run: async ({ projectKey }) => {
        runs.push(`${name} ${projectKey}`);
        started();
        await gate;
        return { counts: { done: 1 } };
      },
    });
    // Both due at once (registered a minute in the past, read a minute later).
    const clock = { current: new Date(Date.now() - 120_000) };
    const runner = createJobRunner({ db: database.db, jobs: [job('stop-first'), job('stop-second')], now: () => clock.current, intervalSeconds: 3600 });
    await runner.runDueJobs();
    runs.length = 0;
    clock.current = new Date(clock.current.getTime() + 10 * 60_000);

    runner.start();
    await firstStarted;
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(runs).toHaveLength(1);
  });

  it('cuts a long job short at its next slice, so a stop does not wait for a whole backlog', async () => {
    let slices = 0;
    let started!: () => void;
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    // A backlog that would take an hour: it works slice after slice until its run is over.
    const backlog: Job = {
      name: 'stop-backlog',
      schedule: '* * * * *',
      run: async () => {
        const slicer = sliceRun('stop-backlog', { sliceMs: 5, runBudgetMs: 60 * 60_000 });
        started();
        while (!slicer.overRun()) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          slices += 1;
          await slicer.giveWay();
        }
        return { counts: { slices }, more: true };
      },
    };
    const clock = { current: new Date(Date.now() - 120_000) };
    const runner = createJobRunner({ db: database.db, jobs: [backlog], now: () => clock.current, intervalSeconds: 3600 });
    // Registered on the early clock (not yet due), then due once the clock moves on.
    await runner.runDueJobs();
    clock.current = new Date(clock.current.getTime() + 10 * 60_000);
    runner.start();
    await firstStarted;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const asked = performance.now();
    await runner.stop();
    expect(performance.now() - asked).toBeLessThan(5000);
    expect(slices).toBeGreaterThan(0);
  });
});
