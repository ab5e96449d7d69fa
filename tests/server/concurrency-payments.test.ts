import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../src/server/db/schema';
import { buildPayWorld, cashPayment, NOTE_USD, today, type PayWorld } from './payments-fixture';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Racing payments. The note row is locked in the posting transaction and the paid amount is read
 * from the ledger under that lock; an Idempotency-Key row is taken in the posting's transaction,
 * so identical requests wait on its unique index and replay the first answer. Meaningful
 * on PostgreSQL (DATABASE_URL), where the requests really run side by side.
 */
let t: TestApp;
let world: PayWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildPayWorld(t, 'PAYRACE');
  await world.allowSplits();
});
afterAll(async () => {
  await t.close();
});

const pay = (body: unknown, session = world.sessions.cashier, headers: Record<string, string> = {}) =>
  world.api(session, 'POST', '/payment/payments', body, headers);
/** 9.20 USD, an instalment of the split below, is 26,224.60 CDF at 2850.5. */
const INSTALMENT_USD = 920;
const INSTALMENT_CDF = 2_622_460;

describe('racing payments', () => {
  it('100 simultaneous payments in USD and CDF on one note in 5 instalments: exactly 5 succeed, never overpaid, no 5xx', async () => {
    const note = await world.payableNote();
    const split = await world.api(world.sessions.cashier, 'POST', '/payment/splitPayment', {
      noteKey: note._key,
      firstDueDate: today(),
      firstAmount: INSTALMENT_USD,
      numberOfSplits: 5,
    });
    expect(split.json().data.map((i: { amount: number }) => i.amount)).toEqual(Array(5).fill(INSTALMENT_USD));
    const bodies = Array.from({ length: 100 }, (_, i) => {
      if (i % 10 === 9) return cashPayment(note._key, { paidAmount: INSTALMENT_USD + 1 }); // never fits
      return i % 2 ? cashPayment(note._key, { paidCurrency: 'CDF', paidAmount: INSTALMENT_CDF }) : cashPayment(note._key, { paidAmount: INSTALMENT_USD });
    });
    const responses = await Promise.all(bodies.map((body) => pay(body)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.every((s) => [200, 409, 422].includes(s))).toBe(true);
    responses.filter((r, i) => i % 10 === 9).forEach((r) => expect(r.statusCode).not.toBe(200));

    const rows = await t.database.db.select().from(payments).where(eq(payments.noteKey, note._key));
    expect(rows).toHaveLength(5);
    expect(rows.reduce((sum, r) => sum + r.settledAmount, 0)).toBe(NOTE_USD);
    expect(rows.map((r) => r.instalmentNumber).sort()).toEqual([1, 2, 3, 4, 5]);
    const stored = (await world.api(world.sessions.cashier, 'GET', `/payment/payable/${note._key}`)).json().data;
    expect(stored.note).toMatchObject({ paidAmount: { amount: NOTE_USD }, paymentState: 'paid' });
    expect(stored.blockedReason).toBe('paid');
  });

  it('the same Idempotency-Key sent 50 times at once: one payment row and 50 identical answers', async () => {
    const note = await world.payableNote();
    const headers = { 'idempotency-key': `race-${note._key}` };
    const responses = await Promise.all(Array.from({ length: 50 }, () => pay(cashPayment(note._key), world.sessions.cashier, headers)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(await t.database.db.select().from(payments).where(eq(payments.noteKey, note._key))).toHaveLength(1);
  });

  it('cashiers paying overlapping notes together at once (in either order): each note is paid once, the others are told, no deadlock, no 5xx', async () => {
    const [a, b, c] = [await world.payableNote(), await world.payableNote(), await world.payableNote()];
    const together = (keys: string[]) => {
      const body: Record<string, unknown> = { ...cashPayment(keys[0], { paidAmount: keys.length * NOTE_USD }), noteKeys: keys };
      delete body.noteKey;
      return world.api(world.sessions.cashier, 'POST', '/payment/multiplePayments', body);
    };
    const sets = [
      [a, b],
      [b, a],
      [b, c],
      [c, b],
      [a, c],
      [c, a],
    ].map((pair) => pair.map((note) => note._key));
    const responses = await Promise.all([...sets, ...sets].map(together));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    // The first pair to lock its notes wins; every later pair finds at least one of its notes paid.
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const refused of responses.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().errorCode).toBe('NOTE_ALREADY_PAID');
    }
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(inArray(payments.noteKey, [a._key, b._key, c._key]));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.noteKey)).size).toBe(2);
    expect(new Set(rows.map((row) => row.receiptNumber)).size).toBe(1);
  });

  it('a bank agent posting for another bank is refused 403 however many times at once', async () => {
    const note = await world.payableNote();
    const body = cashPayment(note._key, { method: 'bank', bankKey: world.banks.other, bankSlipNumber: 'SLIP-9' });
    const responses = await Promise.all(Array.from({ length: 10 }, () => pay(body, world.bank)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(403));
    expect(await t.database.db.select().from(payments).where(eq(payments.noteKey, note._key))).toHaveLength(0);
  });
});
