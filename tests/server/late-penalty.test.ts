import { dayInZone } from '../../src/domain/dated-money';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instalments, noteRecovery, taxNoteItems, taxNotes } from '../../src/server/db/schema';
import { applyLatePenalties } from '../../src/server/jobs/late-penalty';
import { PROJECT_JOBS } from '../../src/server/jobs/project-jobs';
import { applyLatePenalty } from '../../src/server/services/recovery/late-penalty';
import { buildPayWorld, cashPayment, NOTE_USD, today, type PayWorld } from './payments-fixture';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The 4% late penalty: the scheduler adds it once to an owed note the day after its due date.
 * The notes' due dates are moved into the past (the API then shows them expired) and the job runs
 * with a clock set on and after that day.
 */
let t: TestApp;
let world: PayWorld;
/** 4% of 46.00 USD. */
const PENALTY = 184;
const DAY_MS = 24 * 60 * 60 * 1000;
const dayBefore = (days: number) => dayInZone(new Date(Date.now() - days * DAY_MS));
const DUE = dayBefore(10);
const noonOf = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T12:00:00Z`) + plusDays * DAY_MS);

beforeAll(async () => {
  t = await createTestApp();
  world = await buildPayWorld(t, 'PENALTY');
  await world.allowSplits();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const dueOn = async (noteKey: string, day = DUE) => {
  await db().update(taxNotes).set({ dueDate: day }).where(eq(taxNotes.key, noteKey));
};
const runJob = (now: Date) => applyLatePenalties({ db: db(), projectKey: world.projectKey, now: () => now });
const readNote = async (noteKey: string) => {
  const response = await world.api(world.sessions.cashier, 'GET', `/taxNote/notes/${noteKey}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const penaltyItems = (noteKey: string) =>
  db()
    .select()
    .from(taxNoteItems)
    .where(and(eq(taxNoteItems.noteKey, noteKey), eq(taxNoteItems.kind, 'penalty')));

describe('late penalty', () => {
  it('is one of the project jobs, run hourly', () => {
    expect(PROJECT_JOBS.find((job) => job.name === 'latePenalty')?.schedule).toBe('5 * * * *');
  });

  it('is added once the day after the due date: run twice adds nothing more', async () => {
    const note = await world.payableNote();
    await dueOn(note._key);
    const before = await readNote(note._key);
    expect(before.remainingAmount).toEqual({ amount: NOTE_USD, currency: 'USD' });

    expect(await runJob(noonOf(DUE))).toEqual({ counts: { penalised: 0, failed: 0 }, error: undefined });
    // 23:59 in Lubumbashi (UTC+2) is still the due day; midnight there is the day after, though UTC still reads the due day.
    expect((await runJob(new Date(`${DUE}T21:59:59Z`))).counts.penalised).toBe(0);
    expect((await runJob(new Date(`${DUE}T22:00:00Z`))).counts).toEqual({ penalised: 1, failed: 0 });
    expect((await runJob(noonOf(DUE, 1))).counts).toEqual({ penalised: 0, failed: 0 });
    // Even asked directly, the second time finds the penalty already there.
    expect(await applyLatePenalty(db(), world.projectKey, note._key, noonOf(DUE, 3))).toBe('notDue');

    const after = await readNote(note._key);
    expect(after.amount).toEqual({ amount: NOTE_USD + PENALTY, currency: 'USD' });
    expect(after.remainingAmount.amount - before.remainingAmount.amount).toBe(PENALTY);
    // The counter amount follows at the note's frozen rate: 47.84 × 2850.5 = 136,367.92 CDF.
    expect(after.counterAmount).toEqual({ amount: 13_636_792, currency: 'CDF' });
    expect(after.expired).toBe(true);
    const penaltyLines = after.items.filter((item: { kind: string }) => item.kind === 'penalty');
    expect(penaltyLines).toHaveLength(1);
    expect(penaltyLines[0]).toMatchObject({ computedAmount: { amount: PENALTY, currency: 'USD' }, reason: 'Late penalty (4%)' });
    expect(after.items.filter((item: { kind: string }) => item.kind === 'tax')).toHaveLength(1);
    const event = after.events.find((e: { kind: string }) => e.kind === 'penaltyApplied');
    expect(event).toMatchObject({ data: { penalty: PENALTY, amount: NOTE_USD + PENALTY, currency: 'USD' } });
    const [recovery] = await db().select().from(noteRecovery).where(eq(noteRecovery.noteKey, note._key));
    expect(recovery.penaltyAppliedAt?.toISOString()).toBe(`${DUE}T22:00:00.000Z`);

    // The cashier now asks for the amount with the penalty.
    const payable = (await world.api(world.sessions.cashier, 'GET', `/payment/payable/${note._key}`)).json().data;
    expect(payable.note.remainingAmount).toEqual({ amount: NOTE_USD + PENALTY, currency: 'USD' });
  });

  it('the database refuses a second penalty item on a note', async () => {
    const note = await world.payableNote();
    await dueOn(note._key);
    await runJob(noonOf(DUE, 1));
    const [first] = await penaltyItems(note._key);
    await expect(
      db()
        .insert(taxNoteItems)
        .values({ ...first, key: `${first.key}-again`, position: first.position + 1 }),
    ).rejects.toThrow();
  });

  it('never touches a paid, disputed, rejected or waiting note', async () => {
    const paid = await world.payableNote();
    const pay = await world.api(world.sessions.cashier, 'POST', '/payment/payments', cashPayment(paid._key));
    expect(pay.statusCode, pay.body).toBe(200);
    const disputed = await world.payableNote();
    await db().update(taxNotes).set({ disputed: true }).where(eq(taxNotes.key, disputed._key));
    const rejected = await world.waitingNote();
    const reject = await world.api(world.sessions.approver, 'POST', `/taxNote/notes/${rejected._key}/reject`, { reason: 'Wrong vehicle' });
    expect(reject.statusCode, reject.body).toBe(200);
    const waiting = await world.waitingNote();
    const notes = [paid, disputed, rejected, waiting];
    for (const note of notes) await dueOn(note._key);

    await runJob(noonOf(DUE, 5));
    for (const note of notes) {
      expect(await penaltyItems(note._key)).toEqual([]);
      expect((await readNote(note._key)).amount.amount).toBe(NOTE_USD);
    }
  });

  it('on a split note, the last instalment takes the penalty: the schedule still sums to what remains', async () => {
    const note = await world.payableNote();
    const split = await world.api(world.sessions.cashier, 'POST', '/payment/splitPayment', {
      noteKey: note._key,
      firstDueDate: today(),
      firstAmount: 920,
      numberOfSplits: 5,
    });
    expect(split.statusCode, split.body).toBe(200);
    const first = await world.api(world.sessions.cashier, 'POST', '/payment/payments', cashPayment(note._key, { paidAmount: 920 }));
    expect(first.statusCode, first.body).toBe(200);
    await dueOn(note._key);
    await runJob(noonOf(DUE, 1));

    const schedule = await db().select().from(instalments).where(eq(instalments.noteKey, note._key)).orderBy(asc(instalments.number));
    expect(schedule.map((i) => i.amount)).toEqual([920, 920, 920, 920, 920 + PENALTY]);
    const after = await readNote(note._key);
    const unpaid = schedule.slice(1).reduce((sum, i) => sum + i.amount, 0);
    expect(after.remainingAmount.amount).toBe(unpaid);
  });

  it('a payment and the penalty at the same moment both land', async () => {
    const note = await world.payableNote();
    const split = await world.api(world.sessions.cashier, 'POST', '/payment/splitPayment', {
      noteKey: note._key,
      firstDueDate: today(),
      firstAmount: 920,
      numberOfSplits: 5,
    });
    expect(split.statusCode, split.body).toBe(200);
    await dueOn(note._key);
    const [payment, outcome] = await Promise.all([
      world.api(world.sessions.cashier, 'POST', '/payment/payments', cashPayment(note._key, { paidAmount: 920 })),
      applyLatePenalty(db(), world.projectKey, note._key, noonOf(DUE, 1)),
    ]);
    expect(payment.statusCode, payment.body).toBe(200);
    expect(outcome).toBe('penalised');
    const after = await readNote(note._key);
    expect(after.paidAmount.amount).toBe(920);
    expect(after.amount.amount).toBe(NOTE_USD + PENALTY);
    expect(after.remainingAmount.amount).toBe(NOTE_USD + PENALTY - 920);
  });
});
