import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/calendar-rules';
import { formatDay } from '../../../src/domain/format';
import { moneyRequests, payments, taxNotes, userActivity } from '../../../src/server/db/schema';
import { buildPayWorld, cashPayment, NOTE_USD, today, type PayWorld } from '../payments-fixture';
import { createTestApp, type SessionUser, type TestApp } from '../support/test-app';

/**
 * Four eyes on money (issue 22, items 1 and 2), played as the insider would: whoever asks for a
 * reversal, a transfer or a conversion rate never approves it, nor does the cashier of the
 * payment a reversal cancels; a reversal is dated the day it is made, a transfer and a rate never
 * in the future, and a rate cannot reprice a day whose payments were already converted.
 */
let t: TestApp;
let world: PayWorld;
let admin: SessionUser;
let receveur: SessionUser;
let cashier: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildPayWorld(t, 'FEYES');
  ({ admin, receveur, cashier } = world.sessions);
});
afterAll(async () => {
  await t.close();
});

const post = (session: SessionUser, url: string, body: unknown = {}, headers: Record<string, string> = {}) => world.api(session, 'POST', url, body, headers);
const approve = (session: SessionUser, key: string, headers: Record<string, string> = {}) =>
  post(session, `/project/money-requests/${key}/approve`, {}, headers);
const approveRate = (session: SessionUser, key: string, headers: Record<string, string> = {}) =>
  post(session, `/project/money-requests/rates/${key}/approve`, {}, headers);
const payableIn = async (noteKey: string) => (await world.api(cashier, 'GET', `/payment/payable/${noteKey}`)).json().data.payableIn;

/** The refused attempt is in the audit trail, under the caller, with its status (an action, or a route's). */
async function refusalLogged(userKey: string, action: string, statusCode: number) {
  const rows = await t.database.db
    .select({ id: userActivity.id })
    .from(userActivity)
    .where(
      and(
        eq(userActivity.userKey, userKey),
        action.startsWith('/api/') ? eq(userActivity.route, action) : eq(userActivity.action, action),
        eq(userActivity.statusCode, statusCode),
      ),
    );
  expect(rows.length, `${userKey} ${action} ${statusCode}`).toBeGreaterThan(0);
}

describe('conversion rates (entered by one, approved by another)', () => {
  it('a rate waits for approval and prices nothing; its author cannot approve it; someone else can', async () => {
    const note = await world.payableNote();
    const before = await payableIn(note._key);
    const entered = await post(admin, '/utils/currency-conversions', {
      fromCurrency: 'USD',
      toCurrency: 'CDF',
      conversionRate: '3000',
      validFrom: '2024-01-01',
    });
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json().data).toMatchObject({ approvalState: 'pending' });
    const rateKey = entered.json().data._key;
    expect(await payableIn(note._key)).toEqual(before);

    const own = await approveRate(admin, rateKey);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ errorCode: 'FOUR_EYES', responseMessage: 'You entered this rate: someone else must approve or reject it.' });
    const ownFr = await approveRate(admin, rateKey, { 'accept-language': 'fr' });
    expect(ownFr.json().responseMessage).toBe('Vous avez saisi ce taux : une autre personne doit l’approuver ou le rejeter.');
    await refusalLogged('user-admin', 'conversion rate approved failed', 403);
    // Editing a rate is no way around it: an approved one cannot change.
    const queue = (await world.api(receveur, 'GET', '/project/money-requests')).json().data as { _key: string; kind: string; mayDecide: boolean }[];
    expect(queue.find((row) => row._key === rateKey)).toMatchObject({ kind: 'rate', mayDecide: true });
    const adminQueue = (await world.api(admin, 'GET', '/project/money-requests')).json().data as { _key: string; mayDecide: boolean }[];
    expect(adminQueue.find((row) => row._key === rateKey)).toMatchObject({ mayDecide: false });

    const approved = await approveRate(receveur, rateKey);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.request).toMatchObject({ kind: 'rate', state: 'approved', requestedBy: 'user-admin', decidedBy: 'user-receveur' });
    expect((await payableIn(note._key)).CDF).toBe(NOTE_USD * 3000);
    const twice = await approveRate(receveur, rateKey);
    expect(twice.statusCode).toBe(409);
    const changed = await world.api(admin, 'GET', `/utils/currency-conversions/${rateKey}`);
    expect(changed.json().data.approvalState).toBe('approved');
  });

  it('a rate cannot be dated in the future', async () => {
    const tomorrow = addDays(today(), 1);
    const refused = await post(admin, '/utils/currency-conversions', { fromCurrency: 'USD', toCurrency: 'CDF', conversionRate: '3100', validFrom: tomorrow });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errorCode: 'RATE_DATE_FUTURE',
      responseMessage: 'A rate cannot take effect on a day that has not come yet (Valid from).',
    });
    await refusalLogged('user-admin', '/api/utils/currency-conversions', 400);
  });

  it('a rate dated in the past cannot change a day on which payments were already converted', async () => {
    const note = await world.payableNote();
    const cdf = await post(cashier, '/payment/payments', cashPayment(note._key, { paidCurrency: 'CDF', paidAmount: NOTE_USD * 3000 }));
    expect(cdf.statusCode, cdf.body).toBe(200);
    const body = { fromCurrency: 'USD', toCurrency: 'CDF', conversionRate: '2500', validFrom: '2025-06-01' };
    const refused = await post(admin, '/utils/currency-conversions', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 'RATE_OVER_CONVERTED_DAYS',
      responseMessage: `Payments were already converted on ${formatDay(today())} at the rate then in force: a rate valid from 01/06/2025 cannot change that day (Valid from).`,
    });
    const french = await post(admin, '/utils/currency-conversions', body, { 'accept-language': 'fr' });
    expect(french.json().responseMessage).toContain('Des paiements ont déjà été convertis le');
    await refusalLogged('user-admin', '/api/utils/currency-conversions', 409);
  });
});

describe('reversals (requested by one, approved by another)', () => {
  it('the receveur cannot approve the reversal he asked for; the admin can, and the reversal is dated the day it is made', async () => {
    const note = await world.payableNote();
    // A payment of three days ago (the note approved before it): the reversal must not take its day.
    const threeDaysAgo = addDays(today(), -3);
    await t.database.db
      .update(taxNotes)
      .set({ approvedAt: new Date(`${addDays(today(), -5)}T12:00:00Z`) })
      .where(eq(taxNotes.key, note._key));
    const paid = await post(cashier, '/payment/payments', cashPayment(note._key, { paymentDate: threeDaysAgo }));
    expect(paid.statusCode, paid.body).toBe(200);
    const paymentKey = paid.json().data.payments[0]._key;

    const asked = await post(receveur, `/payment/payments/${paymentKey}/reverse`, { reason: 'Counted twice' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toMatchObject({ kind: 'reversal', state: 'pending', requestedBy: 'user-receveur' });
    const key = asked.json().data._key;
    const again = await post(receveur, `/payment/payments/${paymentKey}/reverse`, { reason: 'Counted twice' });
    expect(again.json()).toMatchObject({
      errorCode: 'REVERSAL_ALREADY_REQUESTED',
      responseMessage: 'A reversal of this payment is already waiting for approval.',
    });

    const own = await approve(receveur, key);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ errorCode: 'FOUR_EYES', responseMessage: 'You made this request: someone else must approve or reject it.' });
    const ownFr = await approve(receveur, key, { 'accept-language': 'fr' });
    expect(ownFr.json().responseMessage).toBe('Vous avez fait cette demande : une autre personne doit l’approuver ou la rejeter.');
    await refusalLogged('user-receveur', 'money request approved failed', 403);
    expect(await t.database.db.select().from(payments).where(eq(payments.reversesKey, paymentKey))).toHaveLength(0);

    const approved = await approve(admin, key);
    expect(approved.statusCode, approved.body).toBe(200);
    const reversal = approved.json().data.result.reversal;
    expect(reversal).toMatchObject({ kind: 'reversal', reversesKey: paymentKey, paymentDate: today() });
    const [original] = await t.database.db.select({ paymentDate: payments.paymentDate }).from(payments).where(eq(payments.key, paymentKey));
    expect(original.paymentDate).toBe(threeDaysAgo);
  });

  it('the person who recorded the payment cannot approve its reversal; a cashier may not decide reversals at all', async () => {
    const note = await world.payableNote();
    const paid = await post(admin, '/payment/payments', cashPayment(note._key));
    expect(paid.statusCode, paid.body).toBe(200);
    const asked = await post(receveur, `/payment/payments/${paid.json().data.payments[0]._key}/reverse`, { reason: 'Wrong note' });
    const key = asked.json().data._key;
    const recorder = await approve(admin, key);
    expect(recorder.statusCode).toBe(403);
    expect(recorder.json()).toMatchObject({ errorCode: 'FOUR_EYES', responseMessage: 'You recorded this payment: someone else must decide on its reversal.' });
    const french = await approve(admin, key, { 'accept-language': 'fr' });
    expect(french.json().responseMessage).toBe('Vous avez enregistré ce paiement : une autre personne doit décider de son annulation.');
    await refusalLogged('user-admin', 'money request approved failed', 403);
    const byCashier = await approve(cashier, key);
    expect(byCashier.statusCode).toBe(403);
    expect(byCashier.json()).toMatchObject({ errorCode: 'MONEY_REQUEST_DECIDER', responseMessage: 'You may not decide this kind of request.' });
    const [row] = await t.database.db.select().from(moneyRequests).where(eq(moneyRequests.key, key));
    expect(row.state).toBe('pending');
  });

  it('of two decisions at once, one wins and the other is told it is decided (409)', async () => {
    const note = await world.payableNote();
    const paid = await post(cashier, '/payment/payments', cashPayment(note._key));
    const asked = await post(receveur, `/payment/payments/${paid.json().data.payments[0]._key}/reverse`, { reason: 'Race' });
    const key = asked.json().data._key;
    const answers = await Promise.all([approve(admin, key), post(admin, `/project/money-requests/${key}/reject`, { reason: 'No' }), approve(admin, key)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().errorCode)).toEqual([
      'MONEY_REQUEST_DECIDED',
      'MONEY_REQUEST_DECIDED',
    ]);
    const reversals = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(eq(payments.reversesKey, paid.json().data.payments[0]._key));
    const [row] = await t.database.db.select().from(moneyRequests).where(eq(moneyRequests.key, key));
    expect(reversals[0].n).toBe(row.state === 'approved' ? 1 : 0);
  });
});

describe('settlements (requested by one, approved by another)', () => {
  it('the administrator cannot approve the transfer he asked for; the receveur can; a transfer cannot be dated in the future', async () => {
    const note = await world.payableNote();
    expect((await post(cashier, '/payment/payments', cashPayment(note._key))).statusCode).toBe(200);
    const body = { beneficiaryKey: world.splitKey, currency: 'USD', amount: 100, transferReference: 'VIR-FE-1', transferDate: today() };

    const future = await post(admin, '/project/settlements', { ...body, transferDate: addDays(today(), 1) });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ errorCode: 'SETTLEMENT_DATE_FUTURE', responseMessage: 'A transfer cannot be dated in the future.' });
    const futureFr = await post(admin, '/project/settlements', { ...body, transferDate: '2027-01-01' }, { 'accept-language': 'fr' });
    expect(futureFr.json().responseMessage).toBe('Un virement ne peut pas être daté dans le futur.');
    await refusalLogged('user-admin', 'settlement requested failed', 400);

    const asked = await post(admin, '/project/settlements', body);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toMatchObject({ kind: 'settlement', state: 'pending' });
    const key = asked.json().data._key;
    const own = await approve(admin, key);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ errorCode: 'FOUR_EYES', responseMessage: 'You made this request: someone else must approve or reject it.' });
    await refusalLogged('user-admin', 'money request approved failed', 403);
    const settled = await approve(receveur, key);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().data.result).toMatchObject({ beneficiaryKey: world.splitKey, amount: 100, transferDate: today(), recordedBy: 'user-receveur' });
  });

  it('a rejected request writes nothing', async () => {
    const body = { beneficiaryKey: world.splitKey, currency: 'USD', amount: 1, transferReference: 'VIR-FE-2', transferDate: today() };
    const asked = await post(admin, '/project/settlements', body);
    const rejected = await post(receveur, `/project/money-requests/${asked.json().data._key}/reject`, { reason: 'Wrong account' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ request: { state: 'rejected', decisionReason: 'Wrong account' }, result: null });
    const list = (await world.api(admin, 'GET', '/project/settlements')).json().data as { transferReference: string }[];
    expect(list.map((row) => row.transferReference)).not.toContain('VIR-FE-2');
  });
});
