import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/calendar-rules';
import { dayInZone } from '../../../src/domain/dated-money';
import { taxNotes, userActivity } from '../../../src/server/db/schema';
import { buildPayWorld, cashPayment, NOTE_USD, today, type PayWorld } from '../payments-fixture';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Dated money (issue 22, item 2): a payment is dated between its note's approval day and today on
 * the project's clock, whatever the caller types; an instalment schedule cannot start in the past.
 * The cashier is the insider here: backdating a CDF payment would pick an older, cheaper rate.
 */
let t: TestApp;
let world: PayWorld;
const dmy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildPayWorld(t, 'DATED');
  // Building the world migrates a fresh database: slow on a loaded machine.
}, 300_000);
afterAll(async () => {
  await t.close();
});

const pay = (body: unknown, language = 'en') => world.api(world.sessions.cashier, 'POST', '/payment/payments', body, { 'accept-language': language });
/** A payable note approved `days` ago (on the project's clock, at noon there). */
const approvedDaysAgo = async (days: number) => {
  const note = await world.payableNote();
  const day = addDays(today(), -days);
  await t.database.db
    .update(taxNotes)
    .set({ approvedAt: new Date(`${day}T10:00:00Z`) })
    .where(eq(taxNotes.key, note._key));
  return { ...note, approvedDay: day };
};

describe('a payment date', () => {
  it('before the note was approved is refused with the allowed days named, in English and French, and logged', async () => {
    const note = await approvedDaysAgo(10);
    const before = await pay(cashPayment(note._key, { paymentDate: addDays(note.approvedDay, -1) }));
    expect(before.statusCode, before.body).toBe(422);
    expect(before.json()).toMatchObject({
      errorCode: 'PAYMENT_DATE_OUT_OF_RANGE',
      responseMessage: `The payment date must lie between the note's approval day and today: from ${dmy(note.approvedDay)} to ${dmy(today())}.`,
    });
    const french = await pay(cashPayment(note._key, { paymentDate: '2025-06-15' }), 'fr');
    expect(french.json().responseMessage).toBe(
      `La date de paiement doit se situer entre le jour d'approbation de la note et aujourd'hui : du ${dmy(note.approvedDay)} au ${dmy(today())}.`,
    );
    const logged = await t.database.db.select().from(userActivity).where(eq(userActivity.userKey, world.sessions.cashier._key));
    expect(logged.some((row) => row.statusCode === 422 && row.route === '/api/payment/payments')).toBe(true);

    // The approval day itself is the first day allowed, at that day's rate.
    const onApproval = await pay(cashPayment(note._key, { paymentDate: note.approvedDay }));
    expect(onApproval.statusCode, onApproval.body).toBe(200);
    expect(onApproval.json().data.payments[0]).toMatchObject({ paymentDate: note.approvedDay, settled: { amount: NOTE_USD, currency: 'USD' } });
  });

  it('after today on the project clock is refused, whatever the server clock says', async () => {
    const note = await world.payableNote();
    const tomorrow = addDays(dayInZone(new Date()), 1);
    const response = await pay(cashPayment(note._key, { paymentDate: tomorrow }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errorCode).toBe('PAYMENT_DATE_OUT_OF_RANGE');
    expect((await pay(cashPayment(note._key))).statusCode).toBe(200);
  });

  it('within the range but with no rate that day names the day, not "today"', async () => {
    // The world's only rate is in force from 2020-01-01; a note approved in 2019 may be paid then.
    const note = await world.payableNote();
    await t.database.db
      .update(taxNotes)
      .set({ approvedAt: new Date('2019-03-01T10:00:00Z') })
      .where(eq(taxNotes.key, note._key));
    const response = await pay(cashPayment(note._key, { paidCurrency: 'CDF', paidAmount: 1, paymentDate: '2019-06-01' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'CONVERSION_RATE_MISSING',
      responseMessage: 'No USD to CDF conversion rate is in force on 01/06/2019. Please add one first.',
    });
  });

  it('of a multiple payment lies within every note’s range', async () => {
    const older = await approvedDaysAgo(20);
    const newer = await approvedDaysAgo(5);
    const { noteKey: _one, ...input } = cashPayment(older._key, { paidAmount: 2 * NOTE_USD });
    const several = (paymentDate: string) =>
      world.api(world.sessions.cashier, 'POST', '/payment/multiplePayments', { ...input, noteKeys: [older._key, newer._key], paymentDate });
    const refused = await several(addDays(newer.approvedDay, -1));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().responseMessage).toContain(`from ${dmy(newer.approvedDay)} to ${dmy(today())}`);
    expect((await several(newer.approvedDay)).statusCode).toBe(200);
  });
});

describe('an instalment schedule', () => {
  it('cannot start in the past (project clock); today is accepted', async () => {
    await world.allowSplits();
    const note = await world.payableNote();
    const split = (firstDueDate: string, language = 'en') =>
      world.api(
        world.sessions.cashier,
        'POST',
        '/payment/splitPayment',
        { noteKey: note._key, firstDueDate, firstAmount: 1000, numberOfSplits: 3 },
        { 'accept-language': language },
      );
    const past = await split('2020-01-01');
    expect(past.statusCode, past.body).toBe(422);
    expect(past.json()).toMatchObject({
      errorCode: 'SPLIT_FIRST_DUE_DATE_PAST',
      responseMessage: `The first due date cannot be in the past: ${dmy(today())} at the earliest.`,
    });
    expect((await split(addDays(today(), -1), 'fr')).json().responseMessage).toBe(
      `La première échéance ne peut pas être dans le passé : le ${dmy(today())} au plus tôt.`,
    );
    const accepted = await split(today());
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});
