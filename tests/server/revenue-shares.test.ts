import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayInZone } from '../../src/domain/dated-money';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';
import { buildTaxWorld, type TaxWorld } from './tax-notes-fixture';

let t: TestApp;
let world: TaxWorld;
let poc: SessionUser;
/** Today on the project's clock: a fee is approved and paid the same day, the only day it may carry. */
const today = dayInZone(new Date());
let commune = '';
let police = '';

/** A fee paid at the collection point by a new walk-in (so no two fees of one payer clash). */
const feeBody = (n: number, itemKey: string, count: string, paidCurrency: string, paidAmount: number) => ({
  nomenclatureItemKey: itemKey,
  payer: { kind: 'walkIn', firstName: 'Payer', lastName: `Number${n}`, phoneCountryCode: '243', phoneNumber: `08120010${n}0` },
  stepValues: { count },
  method: 'collectionPoint',
  paidCurrency,
  paidAmount,
});

async function payFee(n: number, itemKey: string, count: string, paidCurrency: string, paidAmount: number, paymentDate: string) {
  const response = await world.api(poc, 'POST', '/payment/fees', { ...feeBody(n, itemKey, count, paidCurrency, paidAmount), paymentDate });
  if (response.statusCode !== 200) throw new Error(`fee ${n}: ${response.body}`);
}

beforeAll(async () => {
  t = await createTestApp();
  world = await buildTaxWorld(t, 'SHARES');
  await world.api(world.sessions.admin, 'POST', `/project/projects/${world.projectKey}/members`, { userKeys: ['user-poc'] });
  poc = await t.login('poc');
  const split = async (beneficiary: string, percentage: number) =>
    (await world.api(world.sessions.admin, 'POST', '/project/revenue-splits', { beneficiary, percentage })).json().data._key as string;
  commune = await split('Commune de Kampemba', 30);
  police = await split('Police routière', 12.5);
  // A fee cannot be dated before its note's approval, which is the moment it is collected.
  const refused = await world.api(poc, 'POST', '/payment/fees', { ...feeBody(9, world.keys.fee, '3', 'USD', 3000), paymentDate: '2025-06-15' });
  expect(refused.json().errorCode).toBe('PAYMENT_DATE_OUT_OF_RANGE');
  await payFee(1, world.keys.fee, '3', 'USD', 3000, today);
  await payFee(2, world.keys.fee, '1', 'USD', 1000, today);
  await payFee(3, world.keys.feeCdf, '1', 'CDF', 20000, today);
  // 333 shared 30 / 12.5 / 57.5: 99.9, 41.625, 191.475 — the two largest remainders get the 2 units left.
  await payFee(4, world.keys.fee, '0.333', 'USD', 333, today);
});
afterAll(async () => {
  await t.close();
});

const shares = (query: string, session: SessionUser = world.sessions.admin) => world.api(session, 'GET', `/project/revenue-shares${query}`);

describe('revenue shares per beneficiary', () => {
  it('shows each beneficiary’s share of the payments of a date range in both currencies, treasury last', async () => {
    const response = await shares(`?from=${today}&to=${today}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([
      { beneficiaryKey: commune, beneficiaryName: 'Commune de Kampemba', USD: 1300, CDF: 6000 },
      { beneficiaryKey: police, beneficiaryName: 'Police routière', USD: 542, CDF: 2500 },
      { beneficiaryKey: 'treasury', beneficiaryName: 'treasury', USD: 2491, CDF: 11500 },
    ]);
  });

  it('counts every franc once: without bounds the shares add up to everything paid', async () => {
    const rows = (await shares('')).json().data as { USD: number; CDF: number }[];
    expect(rows.reduce((sum, row) => sum + row.USD, 0)).toBe(3000 + 1000 + 333);
    expect(rows.reduce((sum, row) => sum + row.CDF, 0)).toBe(20000);
    expect((await shares('?from=2020-01-01&to=2020-12-31')).json().data).toEqual([]);
  });

  it('refuses a malformed date (400) and a role without the Revenue Split area (403)', async () => {
    const bad = await shares('?from=2026-13-45');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(true);
    const cashier = await shares('', world.sessions.cashier);
    expect(cashier.statusCode).toBe(403);
  });
});
