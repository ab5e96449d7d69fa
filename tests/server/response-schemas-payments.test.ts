import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayInZone } from '../../src/domain/dated-money';
import { loadPrincipal } from '../../src/server/services/auth/principal';
import { revenueSharesBetween } from '../../src/server/services/revenue-shares/revenue-shares-between';
import { listSettlements } from '../../src/server/services/settlements/list-settlements';
import { settlementSummary } from '../../src/server/services/settlements/settlement-summary';
import { getTaxNote } from '../../src/server/services/tax-notes/get-tax-note';
import { buildSettlementWorld } from './support/settlement-world';
import type { SessionUser, TestApp } from './support/test-app';
import type { TaxWorld } from './tax-notes-fixture';

/** The fee, revenue-share and settlement answers, serialised by their response schemas, against their services. */
let t: TestApp;
let world: TaxWorld;
let poc: SessionUser;
let commune = '';
const today = dayInZone(new Date());
beforeAll(async () => {
  ({ t, world, poc, commune } = await buildSettlementWorld('RESPPAY', 'Commune de Lubumbashi', 40));
});
afterAll(async () => {
  await t.close();
});

const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
const principalOf = async (session: SessionUser) => {
  const claims = JSON.parse(Buffer.from(session.token.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string };
  return (await loadPrincipal(t.app.db, claims.sub, claims.sid))!;
};
const ok = async (response: Awaited<ReturnType<TaxWorld['api']>>) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('payment answers serialised by response schemas', () => {
  it('give a collected fee: the whole note as the cashier may act on it, and its receipt', async () => {
    const fee = await ok(
      await world.api(poc, 'POST', '/payment/fees', {
        nomenclatureItemKey: world.keys.fee,
        payer: { kind: 'walkIn', firstName: 'Nsenga', lastName: 'Mulumba', phoneCountryCode: '243', phoneNumber: '0812003010' },
        stepValues: { count: '1' },
        method: 'collectionPoint',
        paidCurrency: 'USD',
        paidAmount: 1000,
        paymentDate: today,
      }),
    );
    expect(Object.keys(fee).sort()).toEqual(['note', 'receiptNumber']);
    expect(fee.note).toEqual(asJson(await getTaxNote(t.app.db, world.projectKey, fee.note._key, await principalOf(poc))));
    expect(fee.note.items.length).toBeGreaterThan(0);
    expect(fee.note.events.length).toBeGreaterThan(0);
  });

  it('give revenue shares, the settlement summary, a recorded transfer and the transfer list whole', async () => {
    const admin = world.sessions.admin;
    expect(await ok(await world.api(admin, 'GET', '/project/revenue-shares'))).toEqual(asJson(await revenueSharesBetween(t.app.db, world.projectKey, {})));
    const body = { beneficiaryKey: commune, currency: 'USD', amount: 100, transferReference: 'VIR-RS-1', transferDate: today };
    // Four eyes: asked by the administrator, recorded when the receveur approves it.
    const asked = (await ok(await world.api(admin, 'POST', '/project/settlements', body))) as { _key: string };
    const approved = (await ok(await world.api(world.sessions.receveur, 'POST', `/project/money-requests/${asked._key}/approve`, {}))) as { result: unknown };
    const recorded = approved.result;
    const { rows } = await listSettlements(t.app.db, world.projectKey, {});
    expect(rows).toHaveLength(1);
    const { remaining, ...listed } = recorded as { remaining: number };
    expect(listed).toEqual(asJson(rows[0]));
    expect(remaining).toBe(300);
    expect(await ok(await world.api(admin, 'GET', '/project/settlements'))).toEqual(asJson(rows));
    const summary = await ok(await world.api(admin, 'GET', '/project/settlements/summary'));
    expect(summary).toEqual(asJson(await settlementSummary(t.app.db, world.projectKey)));
    expect(summary.length).toBeGreaterThan(0);
  });
});
