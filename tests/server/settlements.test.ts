import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayInZone } from '../../src/domain/dated-money';
import { buildSettlementWorld } from './support/settlement-world';
import type { SessionUser, TestApp } from './support/test-app';
import type { TaxWorld } from './tax-notes-fixture';

let t: TestApp;
let world: TaxWorld;
let poc: SessionUser;
let commune = '';
const today = dayInZone(new Date());

beforeAll(async () => {
  ({ t, world, poc, commune } = await buildSettlementWorld('SETTLE', 'Commune de Kampemba', 30));
  for (const [n, itemKey, paidCurrency, paidAmount] of [
    [1, world.keys.fee, 'USD', 1000],
    [2, world.keys.feeCdf, 'CDF', 20000],
  ] as const) {
    const response = await world.api(poc, 'POST', '/payment/fees', {
      nomenclatureItemKey: itemKey,
      payer: { kind: 'walkIn', firstName: 'Payer', lastName: `Number${n}`, phoneCountryCode: '243', phoneNumber: `08120020${n}0` },
      stepValues: { count: '1' },
      method: 'collectionPoint',
      paidCurrency,
      paidAmount,
      paymentDate: today,
    });
    if (response.statusCode !== 200) throw new Error(response.body);
  }
});
afterAll(async () => {
  await t.close();
});

/** Four eyes: the administrator asks for the transfer, the receveur approves it; answers the approval. */
const request = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  world.api(world.sessions.admin, 'POST', '/project/settlements', { transferReference: 'VIR-001', transferDate: today, ...body }, headers);
const approve = (key: string, headers: Record<string, string> = {}) =>
  world.api(world.sessions.receveur, 'POST', `/project/money-requests/${key}/approve`, {}, headers);
const settle = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const asked = await request(body, headers);
  return asked.statusCode === 200 ? approve(asked.json().data._key, headers) : asked;
};
const summary = async () => (await world.api(world.sessions.admin, 'GET', '/project/settlements/summary')).json().data;
const line = (rows: { beneficiaryKey: string; currency: string }[], key: string, currency: string) =>
  rows.find((row) => row.beneficiaryKey === key && row.currency === currency);

describe('settling the beneficiaries’ shares', () => {
  it('shows what the shares owe per beneficiary and currency before any transfer', async () => {
    expect(await summary()).toEqual([
      { beneficiaryKey: commune, beneficiaryName: 'Commune de Kampemba', currency: 'CDF', owed: 6000, settled: 0, remaining: 6000 },
      { beneficiaryKey: commune, beneficiaryName: 'Commune de Kampemba', currency: 'USD', owed: 300, settled: 0, remaining: 300 },
      { beneficiaryKey: 'treasury', beneficiaryName: 'treasury', currency: 'CDF', owed: 14000, settled: 0, remaining: 14000 },
      { beneficiaryKey: 'treasury', beneficiaryName: 'treasury', currency: 'USD', owed: 700, settled: 0, remaining: 700 },
    ]);
  });

  it('records a transfer, lists it and counts it as settled', async () => {
    const response = await settle({ beneficiaryKey: commune, currency: 'USD', amount: 200, transferReference: 'VIR-2026-17' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.request).toMatchObject({ kind: 'settlement', state: 'approved', requestedBy: 'user-admin', decidedBy: 'user-receveur' });
    expect(response.json().data.result).toMatchObject({
      beneficiaryKey: commune,
      beneficiaryName: 'Commune de Kampemba',
      currency: 'USD',
      amount: 200,
      remaining: 100,
    });
    expect(line(await summary(), commune, 'USD')).toMatchObject({ owed: 300, settled: 200, remaining: 100 });
    const list = await world.api(world.sessions.admin, 'GET', '/project/settlements');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toBe('settlements 0-0/1');
    expect(list.json().data).toEqual([
      expect.objectContaining({
        beneficiaryKey: commune,
        beneficiaryName: 'Commune de Kampemba',
        amount: 200,
        currency: 'USD',
        transferReference: 'VIR-2026-17',
      }),
    ]);
  });

  it('never settles more than remains (409, in English and French), nor for a beneficiary owed nothing', async () => {
    const over = await settle({ beneficiaryKey: commune, currency: 'USD', amount: 101 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      errorCode: 'SETTLEMENT_EXCEEDS_REMAINING',
      responseMessage: 'This transfer is more than what remains owed to the beneficiary: $1.00 remain.',
    });
    const french = await settle({ beneficiaryKey: commune, currency: 'USD', amount: 101 }, { 'accept-language': 'fr' });
    expect(french.json().responseMessage).toBe('Ce virement dépasse ce qui reste dû au bénéficiaire : il reste 1,00\u00a0$.');
    const nobody = await settle({ beneficiaryKey: 'no-such-beneficiary', currency: 'USD', amount: 1 });
    expect(nobody.statusCode).toBe(409);
    expect(line(await summary(), commune, 'USD')).toMatchObject({ settled: 200, remaining: 100 });
  });

  it('lets exactly the transfers that fit pass when approvers approve at the same moment', async () => {
    // 100 remain: twelve requests of 25 each are accepted (each fits alone); approved at once, four fit.
    const asked = await Promise.all(
      Array.from({ length: 12 }, (_, i) => request({ beneficiaryKey: commune, currency: 'USD', amount: 25, transferReference: `VIR-RACE-${i}` })),
    );
    expect(asked.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    const answers = await Promise.all(asked.map((answer) => approve(answer.json().data._key)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.filter((s) => s === 409)).toHaveLength(8);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().errorCode).toBe('SETTLEMENT_EXCEEDS_REMAINING');
    expect(line(await summary(), commune, 'USD')).toMatchObject({ owed: 300, settled: 300, remaining: 0 });
  });

  it('refuses a bank that is not one, a zero amount (400) and a role without the Revenue Split area (403)', async () => {
    const notBank = await settle({ beneficiaryKey: commune, currency: 'CDF', amount: 10, bankKey: world.keys.organization });
    expect(notBank.statusCode).toBe(400);
    expect(notBank.json().responseMessage).toBe('Please select the correct bank.');
    expect((await settle({ beneficiaryKey: commune, currency: 'CDF', amount: 0 })).statusCode).toBe(400);
    const cashier = await world.api(world.sessions.cashier, 'GET', '/project/settlements/summary');
    expect(cashier.statusCode).toBe(403);
    const cashierPost = await world.api(world.sessions.cashier, 'POST', '/project/settlements', {
      beneficiaryKey: commune,
      currency: 'CDF',
      amount: 10,
      transferReference: 'X',
      transferDate: today,
    });
    expect(cashierPost.statusCode).toBe(403);
    expect(line(await summary(), commune, 'CDF')).toMatchObject({ settled: 0, remaining: 6000 });
  });
});
