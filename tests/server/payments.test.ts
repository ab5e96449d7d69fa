import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidReference } from '../../src/domain/tax-reference';
import { idempotencyKeys, payments, revenueShares } from '../../src/server/db/schema';
import { buildPayWorld, cashPayment, NOTE_CDF, NOTE_USD, today, type PayWorld } from './payments-fixture';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let world: PayWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildPayWorld(t, 'PAYS');
});
afterAll(async () => {
  await t.close();
});

const pay = (body: unknown, session = world.sessions.cashier, headers: Record<string, string> = {}) =>
  world.api(session, 'POST', '/payment/payments', body, headers);
const noteOf = async (key: string) => (await world.api(world.sessions.approver, 'GET', `/taxNote/notes/${key}`)).json().data;

describe('posting a payment', () => {
  it('in the note’s currency: a checked receipt number, the note paid, a paid event and shares that add up', async () => {
    const note = await world.payableNote();
    const response = await pay(cashPayment(note._key));
    expect(response.statusCode, response.body).toBe(200);
    const { receiptNumber, payments: rows, notes } = response.json().data;
    expect(receiptNumber).toMatch(/^[A-Z]+R-\d{4}-\d{7}-.$/);
    expect(isValidReference(receiptNumber)).toBe(true);
    expect(rows[0]).toMatchObject({
      kind: 'payment',
      method: 'cash',
      paid: { amount: NOTE_USD, currency: 'USD' },
      settled: { amount: NOTE_USD, currency: 'USD' },
    });
    expect(notes[0]).toMatchObject({ paidAmount: { amount: NOTE_USD }, paymentState: 'paid' });
    const stored = await noteOf(note._key);
    expect(stored.events.map((e: { kind: string }) => e.kind)).toEqual(['created', 'approved', 'paid']);
    const shares = await t.database.db.select().from(revenueShares).where(eq(revenueShares.paymentKey, rows[0]._key));
    expect(Object.fromEntries(shares.map((s) => [s.beneficiaryKey, s.amount]))).toEqual({ [world.splitKey]: 1380, treasury: 3220 });

    const again = await pay(cashPayment(note._key));
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('NOTE_ALREADY_PAID');
  });

  it('names the person who recorded it, as the receipt prints it, not their sign-in name', async () => {
    const note = await world.payableNote();
    const posted = (await pay(cashPayment(note._key))).json().data;
    expect(posted.payments[0]).toMatchObject({ recordedBy: 'user-cashier', recordedByName: 'Aline Mwamba' });
    const receipt = await world.api(world.sessions.cashier, 'GET', `/payment/receipts/${posted.receiptNumber}`);
    expect(receipt.json().data?.recordedByName ?? receipt.body).toBe('Aline Mwamba');
  });

  it('in the other currency: the exact conversion at the rate in force, settling the note in its own currency', async () => {
    const note = await world.payableNote();
    const payable = (await world.api(world.sessions.cashier, 'GET', `/payment/payable/${note._key}`)).json().data;
    expect(payable).toMatchObject({
      payable: { currency: 'USD', amount: NOTE_USD, instalmentNumber: null },
      payableIn: { USD: NOTE_USD, CDF: NOTE_CDF },
      blockedReason: null,
    });
    const response = await pay(cashPayment(note._key, { paidCurrency: 'CDF', paidAmount: NOTE_CDF }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.payments[0]).toMatchObject({
      paid: { amount: NOTE_CDF, currency: 'CDF' },
      settled: { amount: NOTE_USD, currency: 'USD' },
      conversionRate: '2850.500000',
    });
    const receipt = await world.api(world.sessions.cashier, 'GET', `/payment/receipts/${response.json().data.receiptNumber}`);
    expect(receipt.json().data).toMatchObject({ cancelled: false, lines: [{ reference: note.reference, paid: { amount: NOTE_CDF, currency: 'CDF' } }] });
  });

  it('refuses an amount other than the payable one with the two established messages, in English and French', async () => {
    const note = await world.payableNote();
    const less = await pay(cashPayment(note._key, { paidAmount: NOTE_USD - 1 }));
    expect(less.statusCode).toBe(422);
    expect(less.json()).toMatchObject({ errorCode: 'PAID_AMOUNT_LESS', responseMessage: 'Paid amount is not less than Payable Amount !!!' });
    const greater = await pay(cashPayment(note._key, { paidCurrency: 'CDF', paidAmount: NOTE_CDF + 1 }));
    expect(greater.statusCode).toBe(422);
    expect(greater.json()).toMatchObject({ errorCode: 'PAID_AMOUNT_GREATER', responseMessage: 'Paid amount is greater than Payable Amount !!!' });
    const french = await pay(cashPayment(note._key, { paidAmount: NOTE_USD + 1 }), world.sessions.cashier, { 'accept-language': 'fr' });
    expect(french.json().responseMessage).toBe('Le montant payé est supérieur au montant à payer !!!');
    expect((await noteOf(note._key)).paidAmount.amount).toBe(0);
  });

  it('refuses a note waiting for approval, a rejected one and a disputed one', async () => {
    const waiting = await world.waitingNote();
    expect((await pay(cashPayment(waiting._key))).json()).toMatchObject({ errorCode: 'NOTE_NOT_APPROVED' });
    const rejected = await world.waitingNote();
    await world.api(world.sessions.approver, 'POST', `/taxNote/notes/${rejected._key}/reject`, { reason: 'Wrong vehicle' });
    const refused = await pay(cashPayment(rejected._key));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'NOTE_REJECTED', responseMessage: 'This tax note was rejected: it cannot be paid.' });
    const disputed = await world.payableNote();
    const dispute = await world.api(world.sessions.taxateur, 'POST', `/taxNote/notes/${disputed._key}/disputes`, { reason: 'Sold in 2025' });
    expect(dispute.statusCode, dispute.body).toBe(200);
    expect((await pay(cashPayment(disputed._key))).json()).toMatchObject({ errorCode: 'NOTE_DISPUTED' });
    expect((await world.api(world.sessions.cashier, 'GET', `/payment/payable/${disputed._key}`)).json().data.blockedReason).toBe('disputed');
  });

  it('answers 400 to every malformed field', async () => {
    const note = await world.payableNote();
    const bad: Record<string, unknown>[] = [
      { paidAmount: '4600' },
      { paidAmount: 0 },
      { paidAmount: 46.5 },
      { paidCurrency: 'EUR' },
      { method: 'cheque' },
      { paymentDate: '2026-13-01' },
      { noteKey: '' },
      { cashierName: 'x'.repeat(121) },
      { extra: true },
    ];
    for (const change of bad) {
      const response = await pay(cashPayment(note._key, change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error).toBe(true);
    }
    const { paymentDate: _omitted, ...withoutDate } = cashPayment(note._key);
    expect((await pay(withoutDate)).statusCode).toBe(400);
  });

  it('the ledger cannot be updated nor deleted: the database refuses', async () => {
    const note = await world.payableNote();
    expect((await pay(cashPayment(note._key))).statusCode).toBe(200);
    await expect(t.database.db.execute(sql`update payments set paid_amount = 1 where note_key = ${note._key}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from payments where note_key = ${note._key}`)).rejects.toThrow();
    const rows = await t.database.db.select().from(payments).where(eq(payments.noteKey, note._key));
    expect(rows.map((r) => r.paidAmount)).toEqual([NOTE_USD]);
  });
});

describe('who records what', () => {
  it('a bank agent records bank payments for their own bank only; a cashier records cash only', async () => {
    const note = await world.payableNote();
    const byBank = (bankKey: string) => cashPayment(note._key, { method: 'bank', bankKey, bankSlipNumber: 'SLIP-1' });
    const other = await pay(byBank(world.banks.other), world.bank);
    expect(other.statusCode).toBe(403);
    expect(other.json().errorCode).toBe('PAYMENT_BANK_REFUSED');
    expect((await pay(cashPayment(note._key), world.bank)).statusCode).toBe(403);
    expect((await pay(byBank(world.banks.mine), world.sessions.cashier)).statusCode).toBe(403);
    expect((await pay(cashPayment(note._key, { method: 'collectionPoint' }), world.sessions.cashier)).statusCode).toBe(403);
    const mine = await pay(byBank(world.banks.mine), world.bank);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.payments[0]).toMatchObject({ method: 'bank', bankKey: world.banks.mine, bankSlipNumber: 'SLIP-1' });
  });

  it('a collection point (isPoc) records collection-point payments', async () => {
    const note = await world.payableNote();
    const response = await pay(cashPayment(note._key, { method: 'collectionPoint' }), world.poc);
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('finding a note at the counter', () => {
  it('by reference, by name; a reference with a wrong check character is refused', async () => {
    const note = await world.payableNote();
    const byReference = await world.api(world.sessions.cashier, 'GET', `/payment/find?text=${encodeURIComponent(note.reference.toLowerCase())}`);
    expect(byReference.json().data.map((n: { _key: string }) => n._key)).toEqual([note._key]);
    const check = note.reference.slice(-1);
    const mistyped = `${note.reference.slice(0, -1)}${check === 'A' ? 'B' : 'A'}`;
    const refused = await world.api(world.sessions.cashier, 'GET', `/payment/find?text=${mistyped}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorCode).toBe('REFERENCE_MISTYPED');
    // Typed without its check character, as a clerk copies it from an old list: found all the same.
    const withoutCheck = await world.api(world.sessions.cashier, 'GET', `/payment/find?text=${encodeURIComponent(note.reference.slice(0, -2))}`);
    expect(withoutCheck.json().data.map((n: { reference: string }) => n.reference)).toEqual([note.reference]);
    const byName = await world.api(world.sessions.cashier, 'GET', '/payment/find?text=kalenga');
    expect(byName.json().data.length).toBeGreaterThan(0);
    expect((await world.api(world.sessions.cashier, 'GET', '/payment/find?text=abc')).statusCode).toBe(400);
  });
});

describe('several notes on one receipt', () => {
  it('pays each note its payable amount, the total in one currency, one receipt listing both', async () => {
    const first = await world.payableNote();
    const second = await world.payableNote();
    const body = { ...cashPayment(first._key, { paidCurrency: 'CDF', paidAmount: 2 * NOTE_CDF }), noteKey: undefined, noteKeys: [first._key, second._key] };
    delete body.noteKey;
    const response = await world.api(world.sessions.cashier, 'POST', '/payment/multiplePayments', body);
    expect(response.statusCode, response.body).toBe(200);
    const receipt = await world.api(world.sessions.cashier, 'GET', `/payment/receipts/${response.json().data.receiptNumber}`);
    expect(
      receipt
        .json()
        .data.lines.map((l: { reference: string }) => l.reference)
        .sort(),
    ).toEqual([first.reference, second.reference].sort());
  });
});

describe('idempotency', () => {
  it('a retried post answers the first result; the same key with another body is refused with 422', async () => {
    const note = await world.payableNote();
    const headers = { 'idempotency-key': `retry-${note._key}` };
    const first = await pay(cashPayment(note._key), world.sessions.cashier, headers);
    const second = await pay(cashPayment(note._key), world.sessions.cashier, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await t.database.db.select().from(payments).where(eq(payments.noteKey, note._key))).toHaveLength(1);
    const other = await pay(cashPayment(note._key, { paidCurrency: 'CDF', paidAmount: NOTE_CDF }), world.sessions.cashier, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json().errorCode).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('a key left without its answer by the earlier version (key committed before the work) holds retries a minute at most, then the work runs again', async () => {
    const note = await world.payableNote();
    const key = `legacy-${note._key}`;
    const first = await pay(cashPayment(note._key), world.sessions.cashier, { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(200);
    // As that version left it when the process died after posting, before storing the answer.
    const orphan = (createdAt: Date) =>
      t.database.db
        .update(idempotencyKeys)
        .set({ statusCode: null, response: null, createdAt })
        .where(sql`${idempotencyKeys.key} like ${`%:${key}`}`);
    await orphan(new Date());
    const young = await pay(cashPayment(note._key), world.sessions.cashier, { 'idempotency-key': key });
    expect([young.statusCode, young.json().errorCode]).toEqual([409, 'IDEMPOTENCY_PENDING']);
    await orphan(new Date(Date.now() - 5 * 60_000));
    const retried = await pay(cashPayment(note._key), world.sessions.cashier, { 'idempotency-key': key });
    // The posting's own rules see the note settled: refused, never paid twice; and that answer is now kept.
    expect(retried.statusCode, retried.body).toBe(409);
    expect(retried.json().errorCode).toBe('NOTE_ALREADY_PAID');
    expect((await pay(cashPayment(note._key), world.sessions.cashier, { 'idempotency-key': key })).json()).toEqual(retried.json());
    expect(await t.database.db.select().from(payments).where(eq(payments.noteKey, note._key))).toHaveLength(1);
  });
});

describe('reversal', () => {
  it('a receveur asks for a reversal with a reason, another officer approves it: negative row dated today, shares reversed, note back, receipt cancelled; once only', async () => {
    const note = await world.payableNote();
    const posted = (await pay(cashPayment(note._key, { paidCurrency: 'CDF', paidAmount: NOTE_CDF }))).json().data;
    const paymentKey = posted.payments[0]._key;
    const url = `/payment/payments/${paymentKey}/reverse`;
    expect((await world.api(world.sessions.cashier, 'POST', url, { reason: 'Counted twice' })).statusCode).toBe(403);
    expect((await world.api(world.sessions.receveur, 'POST', url, {})).statusCode).toBe(400);
    const requested = await world.api(world.sessions.receveur, 'POST', url, { reason: 'Counted twice' });
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json().data).toMatchObject({ kind: 'reversal', state: 'pending', subjectKey: paymentKey, reason: 'Counted twice' });
    // Nothing moves until the approval.
    expect((await noteOf(note._key)).paymentState).toBe('paid');
    const reversed = await world.api(world.sessions.admin, 'POST', `/project/money-requests/${requested.json().data._key}/approve`, {});
    expect(reversed.statusCode, reversed.body).toBe(200);
    const { result } = reversed.json().data;
    expect(result.reversal).toMatchObject({
      kind: 'reversal',
      reversesKey: paymentKey,
      paymentDate: today(),
      paid: { amount: -NOTE_CDF },
      settled: { amount: -NOTE_USD },
    });
    expect(result.note).toMatchObject({ paidAmount: { amount: 0 }, paymentState: 'unpaid' });
    const [{ total }] = await t.database.db
      .select({ total: sql<string>`sum(${revenueShares.amount})` })
      .from(revenueShares)
      .where(sql`${revenueShares.paymentKey} in (${paymentKey}, ${result.reversal._key})`);
    expect(Number(total)).toBe(0);
    const receipt = await world.api(world.sessions.cashier, 'GET', `/payment/receipts/${posted.receiptNumber}`);
    expect(receipt.json().data.cancelled).toBe(true);
    expect((await noteOf(note._key)).events.map((e: { kind: string }) => e.kind).slice(-2)).toEqual(['paid', 'paymentReversed']);
    const twice = await world.api(world.sessions.receveur, 'POST', url, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorCode).toBe('PAYMENT_ALREADY_REVERSED');
    // The note can be paid again.
    expect((await pay(cashPayment(note._key))).statusCode).toBe(200);
  });
});

describe('instalments', () => {
  it('only when the project allows it; the first split above the note is refused; each payment pays the instalment due', async () => {
    const note = await world.payableNote();
    const split = (body: Record<string, unknown>) =>
      world.api(world.sessions.cashier, 'POST', '/payment/splitPayment', {
        noteKey: note._key,
        firstDueDate: today(),
        firstAmount: 1000,
        numberOfSplits: 3,
        ...body,
      });
    const payableNow = async () => (await world.api(world.sessions.cashier, 'GET', `/payment/payable/${note._key}`)).json().data;
    // The screen offers the split only when the project allows it (issue 24 item 14).
    expect((await payableNow()).splitAllowed).toBe(false);
    expect((await split({})).json().errorCode).toBe('SPLIT_NOT_ALLOWED');
    await world.allowSplits();
    expect((await payableNow()).splitAllowed).toBe(true);
    const greater = await split({ firstAmount: NOTE_USD + 1 });
    expect(greater.statusCode).toBe(400);
    expect(greater.json().responseMessage).toBe('Amount is greater than Tax Amount !!!');
    const schedule = await split({});
    expect(schedule.statusCode, schedule.body).toBe(200);
    expect(schedule.json().data.map((i: { amount: number }) => i.amount)).toEqual([1000, 1800, 1800]);
    expect((await split({})).statusCode).toBe(409);

    expect((await pay(cashPayment(note._key))).json().errorCode).toBe('PAID_AMOUNT_GREATER');
    const first = await pay(cashPayment(note._key, { paidAmount: 1000 }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.payments[0].instalmentNumber).toBe(1);
    const payable = (await world.api(world.sessions.cashier, 'GET', `/payment/payable/${note._key}`)).json().data;
    expect(payable.payable).toEqual({ currency: 'USD', amount: 1800, instalmentNumber: 2 });
    expect(payable.instalments.map((i: { paid: boolean }) => i.paid)).toEqual([true, false, false]);
  });
});

describe('the payments list', () => {
  it('filters by method, currency and date; a bank agent sees only their banks’ payments; a reversed payment says so', async () => {
    const note = await world.payableNote();
    const bankPosted = await pay(cashPayment(note._key, { method: 'bank', bankKey: world.banks.mine, bankSlipNumber: 'SLIP-L' }), world.bank);
    expect(bankPosted.statusCode, bankPosted.body).toBe(200);
    const cdfNote = await world.payableNote();
    const cdfPosted = (await pay(cashPayment(cdfNote._key, { paidCurrency: 'CDF', paidAmount: NOTE_CDF }))).json().data;
    const asked = await world.api(world.sessions.receveur, 'POST', `/payment/payments/${cdfPosted.payments[0]._key}/reverse`, { reason: 'Wrong note' });
    expect((await world.api(world.sessions.admin, 'POST', `/project/money-requests/${asked.json().data._key}/approve`, {})).statusCode).toBe(200);
    const list = (session: typeof world.bank, filter: Record<string, unknown>) =>
      world.api(session, 'GET', `/payment/payments?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]&sort=["paymentDate","DESC"]`);

    const asBank = await list(world.bank, {});
    expect(asBank.statusCode, asBank.body).toBe(200);
    const bankRows = asBank.json().data as { bankKey?: string }[];
    expect(bankRows.length).toBeGreaterThan(0);
    expect(bankRows.every((row) => row.bankKey === world.banks.mine)).toBe(true);

    const cash = (await list(world.sessions.cashier, { method: 'cash', paidCurrency: 'CDF', paymentDate_gte: today() })).json().data as Record<
      string,
      unknown
    >[];
    expect(cash.length).toBeGreaterThan(0);
    expect(cash.every((row) => row.method === 'cash' && (row.paid as { currency: string }).currency === 'CDF')).toBe(true);
    expect(cash.some((row) => row.kind === 'payment' && row.reversed === true)).toBe(true);

    const byReceipt = await list(world.sessions.cashier, { q: bankPosted.json().data.receiptNumber });
    expect(byReceipt.json().data.map((row: { _key: string }) => row._key)).toEqual([bankPosted.json().data.payments[0]._key]);
    expect((await list(world.sessions.cashier, { nope: 1 })).statusCode).toBe(400);
  });
});
