import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';
import { projects } from '../../src/server/db/schema';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { createJobRunner } from '../../src/server/jobs/runner';
import type { Job } from '../../src/server/jobs/job';

/** The runner against a real database, with a clock the test moves (PGlite, and PostgreSQL with DATABASE_URL). */
let t: TestApp;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

function testClock(iso: string) {
  let current = new Date(iso);
  return {
    now: () => current,
    set: (next: string) => (current = new Date(next)),
    advance: (ms: number) => (current = new Date(current.getTime() + ms)),
  };
}

type LogRow = { jobName: string; startedAt: string; endedAt: string; durationMs: number; outcome: string; counts: Record<string, number>; error: string };

async function logsOf(jobName: string): Promise<LogRow[]> {
  const filter = encodeURIComponent(JSON.stringify({ jobName }));
  const response = await t.request({
    method: 'GET',
    url: `/api/project/projects/${TAX_PROJECT_KEY}/scheduler-logs?filter=${filter}&sort=["startedAt","ASC"]`,
    headers: t.headersFor(admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('the job runner', () => {
  it('runs a due job once per tax project, logs the run and waits for the next time of its schedule', async () => {
    const clock = testClock('2026-03-02T08:05:00Z');
    const calls: string[] = [];
    const job: Job = {
      name: 'test-count',
      schedule: '*/15 * * * *',
      run: async ({ projectKey }) => {
        calls.push(projectKey);
        clock.advance(2500);
        return { counts: { touched: 3 } };
      },
    };
    const runner = createJobRunner({ db: t.database.db, jobs: [job], now: clock.now });

    expect(await runner.runDueJobs()).toBe(0);
    clock.set('2026-03-02T08:15:00Z');
    expect(await runner.runDueJobs()).toBe(1);
    expect(await runner.runDueJobs()).toBe(0);
    // The health project (type 2) gets no job.
    expect(calls).toEqual([TAX_PROJECT_KEY]);
    expect(await logsOf('test-count')).toEqual([
      {
        _key: expect.any(String),
        jobName: 'test-count',
        startedAt: '2026-03-02T08:15:00.000Z',
        endedAt: '2026-03-02T08:15:02.500Z',
        durationMs: 2500,
        outcome: 'succeeded',
        counts: { touched: 3 },
        error: '',
      },
    ]);

    clock.set('2026-03-02T08:29:59Z');
    expect(await runner.runDueJobs()).toBe(0);
    clock.set('2026-03-02T08:30:00Z');
    expect(await runner.runDueJobs()).toBe(1);
    expect(calls).toHaveLength(2);
  });

  it('logs a run as skipped without running it when the project has its scheduler off', async () => {
    const clock = testClock('2026-03-02T09:00:30Z');
    let ran = 0;
    const job: Job = { name: 'test-skip', schedule: '* * * * *', run: async () => ((ran += 1), { counts: {} }) };
    const runner = createJobRunner({ db: t.database.db, jobs: [job], now: clock.now });
    await runner.runDueJobs();
    await t.database.db.update(projects).set({ scheduler: false }).where(eq(projects.key, TAX_PROJECT_KEY));
    try {
      clock.set('2026-03-02T09:01:00Z');
      expect(await runner.runDueJobs()).toBe(1);
    } finally {
      await t.database.db.update(projects).set({ scheduler: true }).where(eq(projects.key, TAX_PROJECT_KEY));
    }
    expect(ran).toBe(0);
    expect(await logsOf('test-skip')).toMatchObject([{ startedAt: '2026-03-02T09:01:00.000Z', outcome: 'skipped', counts: {}, error: '' }]);

    clock.set('2026-03-02T09:02:00Z');
    await runner.runDueJobs();
    expect(ran).toBe(1);
  });

  it('logs a failing job with its message (no stack) and still schedules its next run', async () => {
    const clock = testClock('2026-03-02T10:00:00Z');
    let attempts = 0;
    const job: Job = {
      name: 'test-fail',
      schedule: '0 * * * *',
      run: async () => {
        attempts += 1;
        throw new Error('The SMS gateway did not answer');
      },
    };
    const runner = createJobRunner({ db: t.database.db, jobs: [job], now: clock.now });
    await runner.runDueJobs();
    clock.set('2026-03-02T11:00:00Z');
    expect(await runner.runDueJobs()).toBe(1);
    const [log] = await logsOf('test-fail');
    expect(log).toMatchObject({ outcome: 'failed', error: 'The SMS gateway did not answer', counts: {} });
    expect(log.error).not.toMatch(/\n\s+at /);

    clock.set('2026-03-02T11:59:00Z');
    expect(await runner.runDueJobs()).toBe(0);
    clock.set('2026-03-02T12:00:00Z');
    expect(await runner.runDueJobs()).toBe(1);
    expect(attempts).toBe(2);
    expect((await logsOf('test-fail')).map((row) => row.outcome)).toEqual(['failed', 'failed']);
  });

  it('takes up a job again once the lease of a runner that died has expired', async () => {
    const clock = testClock('2026-03-02T13:00:30Z');
    let ran = 0;
    const job: Job = { name: 'test-lease', schedule: '* * * * *', run: async () => ((ran += 1), { counts: {} }) };
    const crashed = createJobRunner({ db: t.database.db, jobs: [{ ...job, run: () => new Promise(() => {}) }], now: clock.now, leaseSeconds: 60 });
    const survivor = createJobRunner({ db: t.database.db, jobs: [job], now: clock.now, leaseSeconds: 60 });
    await survivor.runDueJobs();
    clock.set('2026-03-02T13:01:00Z');
    void crashed.runDueJobs(); // leases the job, then hangs forever
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await survivor.runDueJobs()).toBe(0);
    clock.set('2026-03-02T13:02:01Z');
    expect(await survivor.runDueJobs()).toBe(1);
    expect(ran).toBe(1);
  });

  it('logs a pick-up job (logIdleRuns false) only when it did something or failed', async () => {
    const clock = testClock('2026-03-03T09:00:30Z');
    const outcomes: (Record<string, number> | 'fail')[] = [{ sent: 0 }, { sent: 2 }, 'fail', { sent: 0 }];
    let call = 0;
    const job: Job = {
      name: 'test-pickup',
      schedule: '* * * * *',
      logIdleRuns: false,
      run: async () => {
        const next = outcomes[call++];
        if (next === 'fail') throw new Error('gateway down');
        return { counts: next };
      },
    };
    const runner = createJobRunner({ db: t.database.db, jobs: [job], now: clock.now });
    // The first tick registers the job, due at the next whole minute.
    expect(await runner.runDueJobs()).toBe(0);
    for (const minute of ['01', '02', '03', '04']) {
      clock.set(`2026-03-03T09:${minute}:00Z`);
      expect(await runner.runDueJobs()).toBe(1);
    }
    expect(call).toBe(4);
    const logs = await logsOf('test-pickup');
    expect(logs.map((row) => [row.outcome, row.counts, row.error])).toEqual([
      ['succeeded', { sent: 2 }, ''],
      ['failed', {}, 'gateway down'],
    ]);
  });
});
