import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Database } from '../../../src/server/db/open-db';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseUrlFor } from '../support/test-database';
import { penaltyOf, runPenalties, runPenaltiesToEnd, seedOverdueProject, tallyPenalties } from './overdue-notes';

/**
 * The hourly late-penalty job run by two instances at once on one PostgreSQL database (two
 * connection pools): every overdue note penalised exactly once between them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
const db = () => t.database.db;
const run = (projectKey: string) => runPenalties(db(), projectKey);
const runToEnd = (projectKey: string, database = db()) => runPenaltiesToEnd(database, projectKey);

describe('two instances', () => {
  let second: Database;
  beforeAll(async () => {
    const { rows } = (await db().execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    second = await openDb({ databaseUrl: databaseUrlFor(rows[0].name) });
  });
  afterAll(async () => {
    await second?.close();
  });

  it('5,000 overdue notes, two runners at the same time on two connection pools: each note penalised exactly once', { timeout: 900_000 }, async () => {
    const project = await seedOverdueProject(db(), 'pen-race', 5000);
    const [first, other] = await Promise.all([runToEnd(project.projectKey), runToEnd(project.projectKey, second.db)]);
    expect([first.error, other.error]).toEqual([undefined, undefined]);
    expect(first.counts.failed + other.counts.failed).toBe(0);
    // Between them, one penalty per note: whichever runner locked a note first, the other found it done.
    expect(first.counts.penalised + other.counts.penalised).toBe(5000);
    expect(await tallyPenalties(db(), project, penaltyOf(project))).toEqual({ notes: 5000, penalisedOnce: 5000, penalisedTwice: 0, halfDone: 0 });
    // A third run finds nothing left.
    expect((await run(project.projectKey)).counts).toEqual({ penalised: 0, failed: 0 });
  });
});
