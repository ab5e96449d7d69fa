import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHolds, resetJobHolds } from '../../../src/server/jobs/job-slices';
import { createTestApp, type TestApp } from '../support/test-app';
import { usingPostgres } from '../support/test-database';
import { penaltyOf, runPenalties, runPenaltiesToEnd, seedOverdueProject, tallyPenalties } from './overdue-notes';

/**
 * The hourly late-penalty job on a backlog: every eligible note in one run, in batches of short
 * transactions with the event loop given back between them, and the penalty exactly once per note
 * when two instances run it at once (PostgreSQL, two database handles) or a run is cut short and
 * taken up again (the race of two instances: penalty-batches.postgres.test.ts). Requests are answered
 * while the job is still working.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const run = (projectKey: string, options: Parameters<typeof runPenalties>[2] = {}) => runPenalties(db(), projectKey, options);
const runToEnd = (projectKey: string) => runPenaltiesToEnd(db(), projectKey);

describe('a backlog on the one connection of the embedded engine (and on a pool)', () => {
  it(
    'one run penalises all 600 overdue notes (an old run stopped at 500), in many batches, while sign-in and lists still answer',
    { timeout: 900_000 },
    async () => {
      const project = await seedOverdueProject(db(), 'pen-one-run', 600);
      resetJobHolds();
      let batches = 0;
      let jobDone = false;
      // A budget no slow machine reaches: the run must end by having no note left, not by its budget.
      const job = run(project.projectKey, { afterBatch: () => void (batches += 1), runBudgetMs: 60 * 60_000 }).finally(() => (jobDone = true));
      // Requests sent while the job works on the one connection: each is answered before the job ends.
      const answeredDuringJob: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const session = await t.login('receveur');
        const list = await t.request({ method: 'GET', url: '/api/taxNote/notes?range=[0,24]', headers: t.headersFor(session) });
        expect(list.statusCode, list.body).toBe(200);
        if (!jobDone) answeredDuringJob.push(list.statusCode);
      }
      const result = await job;
      expect(answeredDuringJob).toEqual([200, 200, 200]);
      expect(result).toEqual({ counts: { penalised: 600, failed: 0 }, error: undefined });
      expect(batches).toBeGreaterThan(1);
      expect(jobHolds().latePenalty.slices).toBeGreaterThan(1);
      expect(await tallyPenalties(db(), project, penaltyOf(project))).toEqual({ notes: 600, penalisedOnce: 600, penalisedTwice: 0, halfDone: 0 });
    },
  );
});

describe('a run cut short', () => {
  it('a crash after some batches and a note whose transaction fails midway: resumed, each penalty is applied once', { timeout: 900_000 }, async () => {
    const count = usingPostgres() ? 1000 : 400;
    const project = await seedOverdueProject(db(), 'pen-crash', count);
    const penalty = penaltyOf(project);
    // The first note the run takes (keys in text order, all due the same day).
    const broken = `${project.projectKey}-note-1`;
    // A fault inside one note's transaction, at its last write (the event): the note's item and
    // amount were already written in that transaction and must go with it.
    await db().execute(
      sql.raw(`create function fail_one_penalty_event() returns trigger language plpgsql as $$
      begin if new.note_key = '${broken}' then raise exception 'injected fault'; end if; return new; end $$`),
    );
    await db().execute(
      sql.raw(`create trigger fail_one_penalty_event before insert on tax_note_events for each row execute function fail_one_penalty_event()`),
    );
    // Batches of one note (no time to spend), and the process "dies" after the fiftieth.
    const crash = new Error('crashed after fifty batches');
    const afterBatch = (done: number) => {
      if (done === 50) throw crash;
    };
    await expect(run(project.projectKey, { sliceMs: 0, afterBatch })).rejects.toBe(crash);
    await db().execute(sql.raw(`drop trigger fail_one_penalty_event on tax_note_events`));
    await db().execute(sql.raw(`drop function fail_one_penalty_event()`));

    const cut = await tallyPenalties(db(), project, penalty);
    expect(cut).toMatchObject({ notes: count, penalisedTwice: 0, halfDone: 0 });
    // Fifty notes were taken: the broken one left as it was, the other 49 committed whole.
    expect(cut.penalisedOnce).toBe(49);
    const [brokenNote] = (
      (await db().execute(sql`select amount::bigint as amount from tax_notes where key = ${broken}`)) as unknown as { rows: { amount: string }[] }
    ).rows;
    expect(Number(brokenNote.amount)).toBe(project.template.amount);

    const resumed = await runToEnd(project.projectKey);
    expect(resumed.counts).toEqual({ penalised: count - cut.penalisedOnce, failed: 0 });
    expect(await tallyPenalties(db(), project, penalty)).toEqual({ notes: count, penalisedOnce: count, penalisedTwice: 0, halfDone: 0 });
  });
});
