import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayInZone } from '../../../src/domain/dated-money';
import { recentMonths } from '../../../src/domain/period-close';
import { taxNotes } from '../../../src/server/db/schema';
import { applyLatePenalties } from '../../../src/server/jobs/late-penalty';
import { buildPayWorld, cashPayment, NOTE_USD, type PayWorld } from '../payments-fixture';
import { createTestApp, type SessionUser, type TestApp } from '../support/test-app';

/**
 * Closed periods (issue 22, item 3): an administrator closes last month; every change dated in it
 * (a payment, a reversal, an amendment, a settlement, the late-penalty job) is then refused or
 * skipped, and the month's reports answer byte for byte what they answered when it was closed.
 * Reopening takes a second administrator.
 */
let t: TestApp;
let world: PayWorld;
/** The second administrator of the demo: the receveur may update the accounting, so close and reopen. */
let receveur: SessionUser;
const today = () => dayInZone(new Date());
const [LAST_MONTH, MONTH_BEFORE] = recentMonths(dayInZone(new Date()), 2);
const lastDayOf = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
const REPORTS = ['/reports/accounting', '/reports/mitigation', '/reports/bank-payments', '/reports/bank-financials'];

beforeAll(async () => {
  t = await createTestApp();
  world = await buildPayWorld(t, 'CLOSED');
  receveur = world.sessions.receveur;
  // Building the world migrates a fresh database: slow on a loaded machine.
}, 300_000);
afterAll(async () => {
  await t.close();
});

const api = (session: SessionUser, method: 'GET' | 'POST', url: string, body?: unknown, language = 'en') =>
  world.api(session, method, url, body, { 'accept-language': language });
/** A payable note taxed and approved in `month` (moved there in the database, as if made then). */
const noteOf = async (month: string) => {
  const note = await world.payableNote();
  const taxedAt = new Date(`${month}-03T10:00:00Z`);
  await t.database.db
    .update(taxNotes)
    .set({ createdAt: taxedAt, approvedAt: new Date(`${month}-05T10:00:00Z`), dueDate: `${month}-20` })
    .where(eq(taxNotes.key, note._key));
  await t.database.db.execute(sql`update tax_note_items set note_created_at = ${taxedAt.toISOString()}::timestamptz where note_key = ${note._key}`);
  return note;
};
const reportsOf = async (month: string) => {
  const answers: string[] = [];
  for (const report of REPORTS) {
    const response = await api(world.sessions.admin, 'GET', `${report}?from=${month}-01&to=${lastDayOf(month)}`);
    expect(response.statusCode, `${report} ${response.body}`).toBe(200);
    answers.push(response.body);
  }
  return answers;
};

describe('closing a month', () => {
  it('is for administrators, once the month is over and reconciled', async () => {
    const cashier = await api(world.sessions.cashier, 'POST', `/project/period-closes/${LAST_MONTH}/close`);
    expect(cashier.statusCode).toBe(403);
    const current = await api(world.sessions.admin, 'POST', `/project/period-closes/${today().slice(0, 7)}/close`);
    expect(current.statusCode).toBe(422);
    expect(current.json().errorCode).toBe('PERIOD_NOT_OVER');

    // A note whose cached paid amount disagrees with the ledger keeps its month open.
    const note = await noteOf(MONTH_BEFORE);
    expect((await api(world.sessions.cashier, 'POST', '/payment/payments', cashPayment(note._key, { paymentDate: `${MONTH_BEFORE}-10` }))).statusCode).toBe(
      200,
    );
    await t.database.db.update(taxNotes).set({ paidAmount: 1 }).where(eq(taxNotes.key, note._key));
    const unreconciled = await api(world.sessions.admin, 'POST', `/project/period-closes/${MONTH_BEFORE}/close`, undefined, 'fr');
    expect(unreconciled.statusCode).toBe(422);
    expect(unreconciled.json()).toMatchObject({ errorCode: 'PERIOD_NOT_RECONCILED' });
    expect(unreconciled.json().responseMessage).toContain("n'est pas rapproché : 1 note(s)");
    await t.database.db.update(taxNotes).set({ paidAmount: NOTE_USD }).where(eq(taxNotes.key, note._key));
    expect((await api(world.sessions.admin, 'POST', `/project/period-closes/${MONTH_BEFORE}/close`)).statusCode).toBe(200);
  });
});

describe('a closed month', () => {
  it('refuses every change dated in it, and its reports answer the same bytes', async () => {
    const { admin, cashier } = world.sessions;
    const paid = await noteOf(LAST_MONTH);
    const posted = await api(cashier, 'POST', '/payment/payments', cashPayment(paid._key, { paymentDate: `${LAST_MONTH}-10` }));
    expect(posted.statusCode, posted.body).toBe(200);
    const paymentKey = posted.json().data.payments[0]._key as string;
    const owed = await noteOf(LAST_MONTH);
    const unpaid = await noteOf(LAST_MONTH);

    const closed = await api(admin, 'POST', `/project/period-closes/${LAST_MONTH}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ month: LAST_MONTH, state: 'closed', closedBy: admin._key });
    expect((await api(admin, 'POST', `/project/period-closes/${LAST_MONTH}/close`)).json().errorCode).toBe('PERIOD_ALREADY_CLOSED');
    const before = await reportsOf(LAST_MONTH);

    // A payment dated in it (its note was approved in it, so the date is otherwise allowed).
    const payment = await api(cashier, 'POST', '/payment/payments', cashPayment(owed._key, { paymentDate: `${LAST_MONTH}-12` }));
    expect(payment.statusCode).toBe(422);
    expect(payment.json().errorCode).toBe('PERIOD_CLOSED');
    expect(payment.json().responseMessage).toMatch(
      /^The month \d{2}\/\d{4} is closed \(closed on \d{2}\/\d{2}\/\d{4} by .+\): nothing dated in it can be changed\.$/,
    );
    const french = await api(cashier, 'POST', '/payment/payments', cashPayment(owed._key, { paymentDate: `${LAST_MONTH}-12` }), 'fr');
    expect(french.json().responseMessage).toMatch(/^Le mois \d{2}\/\d{4} est clôturé/);

    // A reversal of a payment dated in it.
    const reversal = await api(receveur, 'POST', `/payment/payments/${paymentKey}/reverse`, { reason: 'Counted twice' });
    expect(reversal.statusCode, reversal.body).toBe(422);
    expect(reversal.json().errorCode).toBe('PERIOD_CLOSED');

    // An amendment of a note taxed in it.
    const amendment = await api(admin, 'POST', `/taxNote/notes/${owed._key}/amendments`, { amount: 100, reason: 'Correction' });
    expect(amendment.statusCode, amendment.body).toBe(422);
    expect(amendment.json().errorCode).toBe('PERIOD_CLOSED');

    // A settlement transferred on a day of it.
    const settlement = await api(admin, 'POST', '/project/settlements', {
      beneficiaryKey: world.splitKey,
      currency: 'USD',
      amount: 1,
      transferReference: 'TRF-CLOSED',
      transferDate: `${LAST_MONTH}-15`,
    });
    expect(settlement.statusCode, settlement.body).toBe(422);
    expect(settlement.json().errorCode).toBe('PERIOD_CLOSED');

    // The late-penalty job (clock injected a month on): the notes taxed in it are skipped, not failed.
    const later = new Date(Date.now() + 31 * 86_400_000);
    const run = await applyLatePenalties({ db: t.database.db, projectKey: world.projectKey, now: () => later });
    expect(run).toEqual({ counts: { penalised: 0, failed: 0 }, error: undefined });
    const [unpenalised] = await t.database.db.select({ amount: taxNotes.amount }).from(taxNotes).where(eq(taxNotes.key, unpaid._key));
    expect(unpenalised.amount).toBe(NOTE_USD);

    // Money dated today on a note of the closed month is fine, and the month's figures hold.
    expect((await api(cashier, 'POST', '/payment/payments', cashPayment(owed._key))).statusCode).toBe(200);
    expect(await reportsOf(LAST_MONTH)).toEqual(before);

    // Reopening: asked by one administrator, approved by another (never the asker nor the closer).
    const asked = await api(admin, 'POST', `/project/period-closes/${LAST_MONTH}/reopen-request`, { reason: 'Bank statement corrected' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.state).toBe('reopenRequested');
    const self = await api(admin, 'POST', `/project/period-closes/${LAST_MONTH}/reopen-approval`);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({
      errorCode: 'REOPEN_SAME_PERSON',
      responseMessage: 'Another administrator must approve this reopening: whoever closed the month or asked to reopen it cannot.',
    });
    const list = await api(receveur, 'GET', '/project/period-closes');
    expect(list.json().data.find((row: { month: string }) => row.month === LAST_MONTH)).toMatchObject({
      state: 'reopenRequested',
      closedBy: world.sessions.admin._key,
    });
    const approved = await api(receveur, 'POST', `/project/period-closes/${LAST_MONTH}/reopen-approval`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.state).toBe('open');
    const reopened = await api(admin, 'POST', `/taxNote/notes/${unpaid._key}/amendments`, { amount: 100, reason: 'Correction' });
    expect(reopened.statusCode, reopened.body).toBe(200);
  });
});
