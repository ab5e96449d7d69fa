import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityOf } from '../../src/server/services/records/entity-registry';
import { buildPayWorld, cashPayment, NOTE_CDF, today, type PayWorld } from './payments-fixture';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let world: PayWorld;
let posted: { receiptNumber: string; reference: string; noteKey: string; paymentKey: string; taxpayerKey: string };
beforeAll(async () => {
  t = await createTestApp();
  world = await buildPayWorld(t, 'PLST');
  const note = await world.payableNote();
  const response = await world.api(world.sessions.cashier, 'POST', '/payment/payments', cashPayment(note._key, { paidCurrency: 'CDF', paidAmount: NOTE_CDF }));
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data;
  posted = {
    receiptNumber: data.receiptNumber,
    reference: note.reference,
    noteKey: note._key,
    paymentKey: data.payments[0]._key,
    taxpayerKey: data.notes[0].taxpayerKey,
  };
});
afterAll(async () => {
  await t.close();
});

type Row = Record<string, unknown> & { _key: string };
const list = (query: { filter?: Record<string, unknown>; sort?: [string, string] }, session = world.sessions.cashier) =>
  world.api(
    session,
    'GET',
    `/payment/payments?filter=${encodeURIComponent(JSON.stringify(query.filter ?? {}))}&range=[0,99]&sort=${encodeURIComponent(JSON.stringify(query.sort ?? ['createdAt', 'DESC']))}`,
  );

/** A value the posted payment holds, for each field the schema lets the screen filter on. */
const filterFor = (field: string): Record<string, unknown> => {
  const day = today();
  const values: Record<string, Record<string, unknown>> = {
    paymentDate: { paymentDate_gte: day, paymentDate_lte: day },
    method: { method: 'cash' },
    kind: { kind: 'payment' },
    paidCurrency: { paidCurrency: 'CDF' },
    bankKey: { bankKey: world.banks.mine },
    recordedBy: { recordedBy: 'user-cashier' },
  };
  return values[field] ?? { [field]: 'x' };
};

describe('GET /api/payment/payments answers every filter and sort of schemas/payment.schema.json', () => {
  const entity = entityOf('payments')!;

  it('declares the ledger as a bespoke, project-scoped entity under the payment family', () => {
    expect(entity).toMatchObject({ route: 'payment/payments', path: 'payment', bespoke: true });
    expect(entity.views.filter.length).toBeGreaterThan(0);
  });

  it.each(entityOf('payments')!.views.filter)('filter %s', async (field) => {
    const response = await list({ filter: filterFor(field) });
    expect(response.statusCode, response.body).toBe(200);
    expect(Array.isArray(response.json().data)).toBe(true);
  });

  it.each(entityOf('payments')!.sortable)('sort on %s, both ways', async (field) => {
    for (const order of ['ASC', 'DESC']) {
      const response = await list({ sort: [field, order] });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('the filters select the posted payment and the search finds it by receipt and by note reference', async () => {
    const keys = async (filter: Record<string, unknown>) => ((await list({ filter })).json().data as Row[]).map((row) => row._key);
    const day = today();
    expect(await keys({ paymentDate_gte: day, paymentDate_lte: day, method: 'cash', kind: 'payment', paidCurrency: 'CDF' })).toContain(posted.paymentKey);
    expect(await keys({ paidCurrency: 'USD' })).not.toContain(posted.paymentKey);
    expect(await keys({ kind: 'reversal' })).not.toContain(posted.paymentKey);
    expect(await keys({ q: posted.receiptNumber })).toEqual([posted.paymentKey]);
    expect(await keys({ q: posted.reference })).toEqual([posted.paymentKey]);
    expect(await keys({ noteKey: posted.noteKey })).toEqual([posted.paymentKey]);
    expect(await keys({ taxpayerKey: posted.taxpayerKey })).toContain(posted.paymentKey);
  });

  it('rows carry the schema’s fields, money as { amount, currency }', async () => {
    const [row] = (await list({ filter: { q: posted.receiptNumber } })).json().data as Row[];
    expect(row).toMatchObject({
      receiptNumber: posted.receiptNumber,
      kind: 'payment',
      method: 'cash',
      paid: { amount: NOTE_CDF, currency: 'CDF' },
      settled: { currency: 'USD' },
      paymentDate: today(),
      reversed: false,
    });
    const properties = Object.keys(entity.inlined.properties);
    expect(Object.keys(row).filter((field) => field !== '_key' && !properties.includes(field))).toEqual([]);
  });

  it('refuses a field the schema does not offer, and keeps a bank agent to their banks', async () => {
    expect((await list({ filter: { reason: 'x' } })).statusCode).toBe(400);
    expect((await list({ sort: ['cashierName', 'ASC'] })).statusCode).toBe(400);
    const asBank = await list({}, world.bank);
    expect(asBank.statusCode).toBe(200);
    expect((asBank.json().data as Row[]).map((row) => row._key)).not.toContain(posted.paymentKey);
  });
});

describe('the bank of a row', () => {
  it('is named, not keyed, for any reader of the list (money-staff D5)', async () => {
    const note = await world.payableNote();
    const posted = await world.api(
      world.bank,
      'POST',
      '/payment/payments',
      cashPayment(note._key, { method: 'bank', bankKey: world.banks.mine, bankSlipNumber: 'SLIP-NAME' }),
    );
    expect(posted.statusCode, posted.body).toBe(200);
    const rows: Row[] = (await list({ filter: { method: 'bank' } })).json().data;
    const row = rows.find((r) => r.bankSlipNumber === 'SLIP-NAME');
    expect(row).toMatchObject({ bankKey: world.banks.mine, bankName: 'Rawbank PLST' });
  });
});

describe('GET /api/payment/banks', () => {
  it("names the banks of the caller's ledger for its Bank filter: the project's banks for a cashier, only their own for a bank agent (money-staff D13)", async () => {
    const asCashier = await world.api(world.sessions.cashier, 'GET', '/payment/banks');
    expect(asCashier.statusCode, asCashier.body).toBe(200);
    expect(asCashier.json().data).toEqual([
      { key: world.banks.other, name: 'Equity PLST' },
      { key: world.banks.mine, name: 'Rawbank PLST' },
    ]);
    const asBank = await world.api(world.bank, 'GET', '/payment/banks');
    expect(asBank.json().data).toEqual([{ key: world.banks.mine, name: 'Rawbank PLST' }]);
  });
});
