import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { projects } from '../../../src/server/db/schema';
import type { Database } from '../../../src/server/db/open-db';
import { TAX_PROJECT_KEY } from '../../../src/server/db/seed/demo-staff';
import { createJobRunner } from '../../../src/server/jobs/runner';
import type { Job } from '../../../src/server/jobs/job';
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
});
