import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { openDb, type Database } from '../../src/server/db/open-db';
import { jobRuns } from '../../src/server/db/schema';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { createJobRunner } from '../../src/server/jobs/runner';
import type { Job } from '../../src/server/jobs/job';
import { databaseUrlFor, openTestDatabase, usingPostgres } from './support/test-database';

/**
 * Server instances sharing one PostgreSQL each run a scheduler: a due job must still run once.
 * Only PostgreSQL runs two connections side by side and proves the race; PGlite has one connection,
 * so there the four runners share it, which still proves the lease keeps a second run out.
 */
describe('runners of several instances racing on one due job', () => {
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    first = await openTestDatabase();
    if (!usingPostgres()) {
      second = first;
      return;
    }
    const { rows } = (await first.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    // A second pool on the same database: another server instance.
    second = await openDb({ databaseUrl: databaseUrlFor(rows[0].name) });
  });
  afterAll(async () => {
    if (second !== first) await second?.close();
    await first?.close();
  });

  it('four runners on two instances, one due job: exactly one run and one log row', async () => {
    let current = new Date('2026-03-02T08:10:00Z');
    const now = () => current;
    const runs: string[] = [];
    const job = (label: string): Job => ({
      name: 'test-race',
      schedule: '*/15 * * * *',
      run: async () => {
        runs.push(label);
        // Long enough for every other runner to look for due jobs while this one works.
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { counts: { done: 1 } };
      },
    });
    const runners = [first, second, first, second].map((database, i) =>
      createJobRunner({ db: database.db, jobs: [job(`runner ${i}`)], now, runnerId: `runner-${i}` }),
    );
    await runners[0].runDueJobs();
    current = new Date('2026-03-02T08:15:00Z');

    const counts = await Promise.all(runners.map((runner) => runner.runDueJobs()));

    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(runs).toHaveLength(1);
    const logged = await first.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.jobName, 'test-race'), eq(jobRuns.projectKey, TAX_PROJECT_KEY)));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ outcome: 'succeeded', counts: { done: 1 } });
  });
});
