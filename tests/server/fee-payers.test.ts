import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayInZone } from '../../src/domain/dated-money';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';
import { buildTaxWorld, type TaxWorld } from './tax-notes-fixture';

let t: TestApp;
let world: TaxWorld;
let poc: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildTaxWorld(t, 'PAYERS');
  const added = await world.api(world.sessions.admin, 'POST', `/project/projects/${world.projectKey}/members`, { userKeys: ['user-poc'] });
  if (added.statusCode !== 200) throw new Error(added.body);
  poc = await t.login('poc');
});
afterAll(async () => {
  await t.close();
});

const find = (q: string, session: SessionUser = poc) => world.api(session, 'GET', `/payment/fee-payers?q=${encodeURIComponent(q)}`);
/** A walk-in's fee: the dollar fee, or the franc one (a payer pays each fee once a day). */
const walkInFee = (payer: Record<string, string>, inFrancs = false) =>
  world.api(poc, 'POST', '/payment/fees', {
    nomenclatureItemKey: inFrancs ? world.keys.feeCdf : world.keys.fee,
    payer: { kind: 'walkIn', phoneCountryCode: '243', ...payer },
    stepValues: { count: '1' },
    method: 'collectionPoint',
    paidCurrency: inFrancs ? 'CDF' : 'USD',
    paidAmount: inFrancs ? 20000 : 1000,
    paymentDate: dayInZone(new Date()),
  });
async function citizensNamed(q: string) {
  const response = await world.api(world.sessions.admin, 'GET', `/account/citizens?filter=${encodeURIComponent(JSON.stringify({ q }))}`);
  return response.json().data as { _key: string; firstName: string; lastName: string }[];
}

describe('the payers a collection point may pick on /fee', () => {
  it('finds a registered citizen by phone or by name for a fee agent, with only their name, phone and key', async () => {
    for (const q of ['812000301', 'kalenga']) {
      const response = await find(q);
      expect(response.statusCode, response.body).toBe(200);
      const rows = response.json().data as Record<string, unknown>[];
      expect(rows).toContainEqual({ _key: world.keys.citizen, name: 'Mwenze Kalenga', phoneCountryCode: '243', phoneNumber: '812000301' });
      for (const row of rows) expect(Object.keys(row).sort()).toEqual(['_key', 'name', 'phoneCountryCode', 'phoneNumber']);
    }
  });

  it('is refused to a role without the Fee area (403), and asks for at least two characters (400)', async () => {
    const cashier = await find('kalenga', world.sessions.cashier);
    expect(cashier.statusCode).toBe(403);
    expect(JSON.stringify(cashier.json())).not.toContain('812000301');
    expect((await find('k')).statusCode).toBe(400);
  });

  it('keeps one citizen for a walk-in who comes back: same phone and name, whatever the case and spaces', async () => {
    const first = await walkInFee({ firstName: 'Kabeya', lastName: 'Revient', phoneNumber: '0991234567' });
    expect(first.statusCode, first.body).toBe(200);
    const second = await walkInFee({ firstName: ' kabeya ', lastName: 'REVIENT', phoneNumber: '991234567' }, true);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.note.taxpayerKey).toBe(first.json().data.note.taxpayerKey);
    expect(await citizensNamed('Revient')).toHaveLength(1);
  });

  it('pays a walk-in who is already registered under the existing record, and makes a new one for another name on that phone', async () => {
    const same = await walkInFee({ firstName: 'Mwenze', lastName: 'Kalenga', phoneNumber: '812000301' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data.note.taxpayerKey).toBe(world.keys.citizen);
    expect(await citizensNamed('Kalenga')).toHaveLength(1);

    const other = await walkInFee({ firstName: 'Ngoy', lastName: 'Kalenga', phoneNumber: '812000301' });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().data.note.taxpayerKey).not.toBe(world.keys.citizen);
    expect(await citizensNamed('Kalenga')).toHaveLength(2);
  });
});
