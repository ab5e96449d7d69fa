import { dayInZone } from '../../src/domain/dated-money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionEntry } from '../../src/domain/permissions';
import { projectMembers, roles, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/services/auth/password-hash';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';
import { buildTaxWorld, draftFor, type TaxWorld } from './tax-notes-fixture';

let t: TestApp;
let world: TaxWorld;
let taxateur: SessionUser, approver: SessionUser;
type Row = {
  _key: string;
  reference: string;
  lifecycle: string;
  taxType: string;
  taxpayerName: string;
  paymentState: string;
  version: number;
  createdAt: string;
};
const notes: Record<string, Row> = {};

beforeAll(async () => {
  t = await createTestApp();
  world = await buildTaxWorld(t, 'LIST');
  ({ taxateur, approver } = world.sessions);
  const create = async (name: string, overrides: Record<string, unknown>) => {
    const response = await world.api(taxateur, 'POST', '/taxNote/notes', draftFor(world, overrides));
    if (response.statusCode !== 200) throw new Error(response.body);
    notes[name] = response.json().data;
  };
  const fee = (count: string, extra: Record<string, unknown> = {}) => ({
    taxType: 'fee',
    objectKey: undefined,
    period: 'once',
    items: [{ nomenclatureItemKey: world.keys.feeCdf, stepValues: { count }, ...extra }],
  });
  await create('vehicle', {});
  await create('truck', { taxpayerKind: 'organization', taxpayerKey: world.keys.organization, objectKey: world.keys.organizationVehicle });
  await create('property', { taxType: 'property', objectKey: world.keys.property, items: [{ nomenclatureItemKey: world.keys.landTax }] });
  await create('fee', { ...fee('3'), periodStart: '2026-01-05' });
  // Exempted: declared 0 with a reason, so nothing is owed: paid.
  await create('exempt', { ...fee('1', { declaredAmount: 0, amountReason: 'Exempted' }), periodStart: '2026-01-06' });
  await create('rental', { taxType: 'rental', objectKey: world.keys.rental, items: [{ nomenclatureItemKey: world.keys.rentalTax }] });
  await world.api(approver, 'POST', `/taxNote/notes/${notes.property._key}/approve`, {});
  await world.api(approver, 'POST', `/taxNote/notes/${notes.rental._key}/reject`, { reason: 'Contract ended' });
});
afterAll(async () => {
  await t.close();
});

async function list(filter: Record<string, unknown> = {}, sort: [string, string] = ['createdAt', 'ASC'], session = taxateur, url = '/taxNote/notes') {
  const query = new URLSearchParams({ filter: JSON.stringify(filter), sort: JSON.stringify(sort), range: '[0,49]' });
  const response = await world.api(session, 'GET', `${url}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return { rows: response.json().data as Row[], range: response.headers['content-range'] };
}
const names = (rows: Row[]) => rows.map((row) => Object.entries(notes).find(([, note]) => note._key === row._key)?.[0]);

describe('the list of tax notes', () => {
  it('answers the project’s notes with a Content-Range, money as { amount, currency } and the version', async () => {
    const { rows, range } = await list();
    expect(range).toBe('taxNotes 0-5/6');
    expect(names(rows)).toEqual(['vehicle', 'truck', 'property', 'fee', 'exempt', 'rental']);
    expect(rows[0]).toMatchObject({ amount: { amount: 4600, currency: 'USD' }, version: 1, paymentState: 'unpaid', lifecycle: 'waitingForApproval' });
    // Another project's list does not hold them.
    const demo = await t.request({ method: 'GET', url: '/api/taxNote/notes', headers: t.headersFor(taxateur) });
    expect(demo.json().data.map((row: Row) => row._key)).not.toContain(notes.vehicle._key);
  });

  it('filters on lifecycle, payment state, tax type, awaiting actor, dispute, taxpayer, object and creator', async () => {
    expect(names((await list({ lifecycle: 'issued' })).rows)).toEqual(['property', 'fee', 'exempt']);
    expect(names((await list({ lifecycle: ['rejected', 'waitingForApproval'] })).rows)).toEqual(['vehicle', 'truck', 'rental']);
    expect(names((await list({ paymentState: 'paid' })).rows)).toEqual(['exempt']);
    expect(names((await list({ paymentState: 'unpaid', taxType: 'fee' })).rows)).toEqual(['fee']);
    expect(names((await list({ awaitingActor: 'approver' })).rows)).toEqual(['vehicle', 'truck']);
    expect(names((await list({ disputed: false, period: 'once' })).rows)).toEqual(['fee', 'exempt']);
    expect(names((await list({ taxpayerKey: world.keys.organization })).rows)).toEqual(['truck']);
    expect(names((await list({ objectKey: world.keys.property })).rows)).toEqual(['property']);
    expect((await list({ createdBy: 'user-taxateur' })).rows).toHaveLength(6);
    expect((await list({ createdBy: 'user-approver' })).rows).toHaveLength(0);
    expect((await list({ createdAt_gte: new Date(Date.now() + 60_000).toISOString() })).rows).toHaveLength(0);
    expect((await list({ createdAt_lte: new Date(Date.now() + 60_000).toISOString() })).rows).toHaveLength(6);
    expect(names((await list({ dueDate_gte: '2000-01-01' })).rows)).toEqual(['property', 'fee', 'exempt']);
  });

  it('searches the reference and the taxpayer’s name', async () => {
    expect(names((await list({ q: 'brasserie' })).rows)).toEqual(['truck']);
    expect(names((await list({ q: notes.fee.reference.slice(4, 16) })).rows)).toEqual(['fee']);
  });

  it('sorts on the schema’s sortable fields', async () => {
    const byReference = (await list({}, ['reference', 'DESC'])).rows.map((row) => row.reference);
    expect(byReference).toEqual([...byReference].sort().reverse());
    expect(names((await list({}, ['taxpayerName', 'ASC'])).rows)[0]).toBe('truck');
  });

  it('refuses unknown fields and ill-typed values with 400', async () => {
    const queries: Record<string, string>[] = [
      { filter: JSON.stringify({ amount: 5 }) },
      { filter: JSON.stringify({ paymentState: 5 }) },
      { filter: JSON.stringify({ dueDate_gte: 'not a day' }) },
      { sort: JSON.stringify(['amount', 'ASC']) },
      { filter: JSON.stringify({ __proto__: 1, constructor: 'x' }) },
    ];
    for (const query of queries) {
      const response = await world.api(taxateur, 'GET', `/taxNote/notes?${new URLSearchParams(query)}`);
      expect(response.statusCode, `${JSON.stringify(query)}: ${response.body}`).toBe(400);
    }
  });
});

describe('the approver queue', () => {
  it('holds only the notes waiting for an approver, for a role with the Approver area', async () => {
    expect(names((await list({}, ['createdAt', 'ASC'], approver, '/taxNote/approver-queue')).rows)).toEqual(['vehicle', 'truck']);
    // The scope stays whatever the filter asks.
    expect((await list({ lifecycle: 'issued' }, ['createdAt', 'ASC'], approver, '/taxNote/approver-queue')).rows).toHaveLength(0);
    expect((await world.api(taxateur, 'GET', '/taxNote/approver-queue')).statusCode).toBe(403);

    // A role with the Approver area alone reads the queue, not the other notes.
    await t.database.db.insert(roles).values({ key: 'role-queue', name: 'Queue reader', roleList: [permissionEntry('Approver', 'read')] });
    await t.database.db.insert(users).values({
      key: 'user-queue',
      userName: 'queue',
      passwordHash: await hashPassword('Queue@2026x'),
      firstName: 'Queue',
      lastName: 'Reader',
      userRole: 'role-queue',
    });
    await t.database.db.insert(projectMembers).values({ projectKey: world.projectKey, userKey: 'user-queue' });
    const reader = await t.login('queue', 'Queue@2026x');
    expect((await list({}, ['createdAt', 'ASC'], reader, '/taxNote/approver-queue')).rows).toHaveLength(2);
    expect((await world.api(reader, 'GET', '/taxNote/notes')).statusCode).toBe(403);
  });
});

describe('my work', () => {
  it('counts what the caller created, the project’s queues and what they taxed per currency and day', async () => {
    const response = await world.api(taxateur, 'GET', '/taxNote/my-work');
    expect(response.statusCode, response.body).toBe(200);
    const work = response.json().data;
    expect(work).toMatchObject({
      createdToday: 6,
      createdThisWeek: 6,
      createdByLifecycle: { waitingForApproval: 2, issued: 3, rejected: 1 },
      queue: { approver: { count: 2 }, receveur: { count: 0, oldestCreatedAt: null } },
    });
    expect(work.queue.approver.oldestCreatedAt).toBe(notes.vehicle.createdAt);
    // Rejected notes are not taxed: the rental is left out.
    expect(work.taxed).toEqual([
      { currency: 'CDF', amount: 60_000 },
      { currency: 'USD', amount: 4600 + 5600 + 3013 },
    ]);
    expect(work.daily).toHaveLength(30);
    expect(work.daily.at(-1)).toEqual({ day: dayInZone(new Date()), count: 5, USD: 13_213, CDF: 60_000 });
    expect(work.daily[0]).toMatchObject({ count: 0, USD: 0, CDF: 0 });

    const other = (await world.api(approver, 'GET', '/taxNote/my-work')).json().data;
    expect(other).toMatchObject({ createdToday: 0, createdByLifecycle: {}, taxed: [] });
  });
});
