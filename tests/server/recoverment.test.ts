import { dayInZone } from '../../src/domain/dated-money';
import { and, eq, inArray } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidReference } from '../../src/domain/tax-reference';
import { jobRuns, noteRecovery, records, summonses, taxNoteEvents, taxNotes } from '../../src/server/db/schema';
import { runSummonsTask } from '../../src/server/services/recovery/summons-task';
import { findTask, settleKickedTasks, startTask } from '../../src/server/services/tasks/background-tasks';
import { buildPayWorld, cashPayment, type PayWorld } from './payments-fixture';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let world: PayWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildPayWorld(t, 'RECV');
});
afterAll(async () => {
  await t.close();
});

const daysAgo = (days: number) => dayInZone(new Date(Date.now() - days * 86_400_000));
/** An approved note whose due date passed `days` days ago. */
async function overdueNote(days: number) {
  const note = await world.payableNote();
  await t.database.db
    .update(taxNotes)
    .set({ dueDate: daysAgo(days) })
    .where(eq(taxNotes.key, note._key));
  return note;
}
const receveur = () => world.sessions.receveur;
const list = (filter: Record<string, unknown> = {}, extra = '') =>
  world.api(receveur(), 'GET', `/taxNote/recoverment?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]${extra}`);
const keysOf = (response: { json: () => { data: { _key: string }[] } }) => response.json().data.map((row) => row._key);
const counts = async (filter: Record<string, unknown> = {}) =>
  (await world.api(receveur(), 'GET', `/taxNote/recoverment/stage-counts?filter=${encodeURIComponent(JSON.stringify(filter))}`)).json().data;

describe('the recoverment list', () => {
  it('shows only overdue unpaid notes, filtered by age, amount, zone and stage, with counts per stage', async () => {
    const old = await overdueNote(120);
    const recent = await overdueNote(5);
    const notDue = await world.payableNote();
    const paid = await overdueNote(40);
    expect((await world.api(world.sessions.cashier, 'POST', '/payment/payments', cashPayment(paid._key))).statusCode).toBe(200);
    await t.database.db.insert(noteRecovery).values({ noteKey: recent._key, projectKey: world.projectKey, stage: 'reminded' });

    const all = await list();
    expect(all.statusCode, all.body).toBe(200);
    expect(keysOf(all).sort()).toEqual([old._key, recent._key].sort());
    expect(all.headers['content-range']).toBe('recoverment 0-1/2');
    expect(keysOf(all)).not.toContain(notDue._key);
    const row = all.json().data.find((r: { _key: string }) => r._key === old._key);
    expect(row).toMatchObject({ reference: old.reference, daysOverdue: 120, remaining: 4600, currency: 'USD', stage: 'none', summonsNumber: null });

    expect(keysOf(await list({ daysOverdue_gte: 90 }))).toEqual([old._key]);
    expect(keysOf(await list({ daysOverdue_lte: 30 }))).toEqual([recent._key]);
    expect(keysOf(await list({ remaining_gte: 5000 }))).toEqual([]);
    expect(keysOf(await list({ stage: 'reminded' }))).toEqual([recent._key]);
    expect(keysOf(await list({ stage: 'none', taxType: 'vehicle' }))).toEqual([old._key]);
    expect(keysOf(await list({ q: old.reference }))).toEqual([old._key]);
    expect(keysOf(await list({}, '&sort=["daysOverdue","DESC"]'))).toEqual([old._key, recent._key]);

    // The taxpayer's address gives the zone (a vehicle has none of its own).
    const [citizen] = await t.database.db.select().from(records).where(eq(records.key, world.keys.citizen));
    await t.database.db
      .update(records)
      .set({ data: { ...citizen.data, address: { zone: 'Gombe' } } })
      .where(eq(records.key, world.keys.citizen));
    expect(keysOf(await list({ zone: 'Gombe' })).sort()).toEqual([old._key, recent._key].sort());
    expect(keysOf(await list({ zone: 'Limete' }))).toEqual([]);

    expect(await counts()).toEqual({ none: 1, reminded: 1, promiseBroken: 0, summoned: 0, enforcement: 0 });
    expect(await counts({ stage: 'reminded', daysOverdue_gte: 90 })).toMatchObject({ none: 1, reminded: 0 });

    const bad = await list({ remaining_gte: 'many' });
    expect(bad.statusCode).toBe(400);
    expect((await world.api(world.sessions.cashier, 'GET', '/taxNote/recoverment')).statusCode).toBe(403);
  });
});

describe('moving notes to enforcement', () => {
  it('moves the overdue ones in one go with an event each, and says which were left out', async () => {
    const first = await overdueNote(60);
    const second = await overdueNote(61);
    const notDue = await world.payableNote();
    const answer = await world.api(receveur(), 'POST', '/taxNote/recoverment/enforcement', { noteKeys: [first._key, second._key, notDue._key, 'missing'] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.moved.sort()).toEqual([first._key, second._key].sort());
    expect(answer.json().data.skipped).toEqual(
      expect.arrayContaining([
        { key: notDue._key, reason: 'notOverdue' },
        { key: 'missing', reason: 'notFound' },
      ]),
    );
    expect(keysOf(await list({ stage: 'enforcement' })).sort()).toEqual([first._key, second._key].sort());
    const events = await t.database.db
      .select()
      .from(taxNoteEvents)
      .where(and(eq(taxNoteEvents.kind, 'enforcement'), inArray(taxNoteEvents.noteKey, [first._key, second._key])));
    expect(events).toHaveLength(2);
    expect(events[0].userName).toBeTruthy();

    const again = await world.api(receveur(), 'POST', '/taxNote/recoverment/enforcement', { noteKeys: [first._key] });
    expect(again.json().data).toEqual({ moved: [], skipped: [{ key: first._key, reason: 'alreadyEnforced' }] });
    expect((await world.api(receveur(), 'POST', '/taxNote/recoverment/enforcement', { noteKeys: [] })).statusCode).toBe(400);
  });
});

describe('issuing summonses', () => {
  it('starts a task, summons each overdue note once, skips one paid meanwhile, and logs the run', async () => {
    const notes = [await overdueNote(30), await overdueNote(31), await overdueNote(32)];
    const paidMeanwhile = await overdueNote(33);
    const noteKeys = [...notes, paidMeanwhile].map((note) => note._key);
    expect((await world.api(world.sessions.cashier, 'POST', '/payment/payments', cashPayment(paidMeanwhile._key))).statusCode).toBe(200);

    const started = await world.api(receveur(), 'POST', '/taxNote/summons', { noteKeys });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().data).toMatchObject({ kind: 'summons', total: expect.any(Number) });
    const taskKey = started.json().data._key;
    // The same notes asked again (in another order) answer the first task.
    const repeated = await world.api(receveur(), 'POST', '/taxNote/summons', { noteKeys: [...noteKeys].reverse() });
    expect(repeated.statusCode).toBe(202);
    expect(repeated.json().data._key).toBe(taskKey);
    await settleKickedTasks();

    const progress = await world.api(receveur(), 'GET', `/taxNote/tasks/${taskKey}`);
    expect(progress.json().data).toMatchObject({ status: 'completed', done: 4, total: 4, counts: { issued: 3, skipped: 1, failed: 0 } });

    const stored = await t.database.db.select().from(summonses).where(inArray(summonses.noteKey, noteKeys));
    expect(stored.map((s) => s.noteKey).sort()).toEqual(notes.map((n) => n._key).sort());
    expect(stored.every((s) => isValidReference(s.number) && /^[A-Z]+S-\d{4}-\d{7}-.$/.test(s.number))).toBe(true);
    expect(new Set(stored.map((s) => s.number)).size).toBe(3);

    // A second run of the same work (a crash after the last note, say) adds nothing.
    const task = (await findTask(t.database.db, world.projectKey, taskKey))!;
    const rerun = await runSummonsTask({ db: t.database.db, task, now: () => new Date(), report: async () => {} });
    expect(rerun.counts).toEqual({ issued: 0, skipped: 4, failed: 0 });
    expect(await t.database.db.select().from(summonses).where(inArray(summonses.noteKey, noteKeys))).toHaveLength(3);
    const summoned = await t.database.db
      .select()
      .from(taxNoteEvents)
      .where(and(eq(taxNoteEvents.kind, 'summoned'), inArray(taxNoteEvents.noteKey, noteKeys)));
    expect(summoned).toHaveLength(3);

    const listed = await list({ stage: 'summoned' });
    expect(keysOf(listed).sort()).toEqual(notes.map((n) => n._key).sort());
    expect(listed.json().data[0].summonsNumber).toMatch(/S-/);

    const runs = await t.database.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.projectKey, world.projectKey), eq(jobRuns.jobName, 'summons')));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ outcome: 'succeeded', counts: { issued: 3, skipped: 1, failed: 0 } });
  });

  it('lists the summonses and downloads one as a PDF carrying the note reference', async () => {
    const note = await overdueNote(45);
    const started = await world.api(receveur(), 'POST', '/taxNote/summons', { noteKeys: [note._key] });
    expect(started.statusCode).toBe(202);
    await settleKickedTasks();
    const listed = await world.api(receveur(), 'GET', `/taxNote/summons?filter=${encodeURIComponent(JSON.stringify({ noteKey: note._key }))}`);
    expect(listed.statusCode, listed.body).toBe(200);
    const [summons] = listed.json().data;
    expect(summons).toMatchObject({ reference: note.reference, amountDue: 4600, currency: 'USD' });

    const link = await world.api(receveur(), 'GET', `/taxNote/summons/${summons._key}/document-link?lang=en`);
    expect(link.statusCode, link.body).toBe(200);
    const pdf = await t.request({ method: 'GET', url: link.json().data.url });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true })).text;
    expect(text).toContain(note.reference);
    expect(text).toContain(summons.number);

    expect((await world.api(receveur(), 'GET', '/taxNote/summons/nope/document-link')).statusCode).toBe(404);
    expect((await world.api(world.sessions.cashier, 'POST', '/taxNote/summons', { noteKeys: [note._key] })).statusCode).toBe(403);
    const tooMany = await world.api(receveur(), 'POST', '/taxNote/summons', { noteKeys: Array.from({ length: 501 }, (_, i) => `k${i}`) });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('two people at once', () => {
  it('moving the same notes to enforcement: one moves them, the other is told they already are', async () => {
    const note = await overdueNote(70);
    const send = () => world.api(receveur(), 'POST', '/taxNote/recoverment/enforcement', { noteKeys: [note._key] });
    const answers = (await Promise.all([send(), send()])).map((response) => response.json().data);
    expect(answers.map((a) => a.moved.length).sort()).toEqual([0, 1]);
    expect(answers.find((a) => !a.moved.length).skipped).toEqual([{ key: note._key, reason: 'alreadyEnforced' }]);
    const events = await t.database.db
      .select()
      .from(taxNoteEvents)
      .where(and(eq(taxNoteEvents.kind, 'enforcement'), eq(taxNoteEvents.noteKey, note._key)));
    expect(events).toHaveLength(1);
  });

  it('two summons tasks sharing a note run together: the note gets one summons, the other task skips it', async () => {
    const shared = await overdueNote(80);
    const other = await overdueNote(81);
    const start = (noteKeys: string[], scope: string) =>
      startTask(t.database.db, {
        projectKey: world.projectKey,
        kind: 'summons',
        scope,
        params: { noteKeys },
        startedBy: 'user-receveur',
        startedByName: 'Receveur',
      });
    const first = (await start([shared._key], 'race-1')).task;
    const second = (await start([shared._key, other._key], 'race-2')).task;
    const run = (task: typeof first) => runSummonsTask({ db: t.database.db, task, now: () => new Date(), report: async () => {} });
    const [a, b] = await Promise.all([run(first), run(second)]);
    expect(a.counts.issued + b.counts.issued).toBe(2);
    expect(a.counts.skipped + b.counts.skipped).toBe(1);
    expect(await t.database.db.select().from(summonses).where(eq(summonses.noteKey, shared._key))).toHaveLength(1);
  });
});
