import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidReference } from '../../src/domain/tax-reference';
import { createTestApp, type TestApp } from './support/test-app';
import { buildTaxWorld, draftFor, type TaxWorld } from './tax-notes-fixture';

/**
 * Racing creations and decisions on tax notes. References come from a counter row locked in the
 * creating transaction, and a decision locks the note: meaningful on PostgreSQL (DATABASE_URL),
 * where the requests really run side by side.
 */
let t: TestApp;
let world: TaxWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildTaxWorld(t, 'RACE');
});
afterAll(async () => {
  await t.close();
});

const create = (overrides: Record<string, unknown>) => world.api(world.sessions.taxateur, 'POST', '/taxNote/notes', draftFor(world, overrides));
const sequenceOf = (reference: string) => Number(reference.split('-')[2]);

describe('racing tax notes', () => {
  it('50 simultaneous creations get 50 distinct references numbered 1 to 50 without a gap', async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => create({ periodStart: `${1950 + i}-01-01` })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const references = responses.map((r) => r.json().data.reference as string);
    expect(new Set(references).size).toBe(50);
    expect(references.every(isValidReference)).toBe(true);
    expect(references.map(sequenceOf).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('10 simultaneous creations of the same note: one is created, nine are duplicates, and no number is lost', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => create({ periodStart: '2010-06-01' })));
    const created = responses.filter((r) => r.statusCode === 200);
    expect(created).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409).map((r) => r.json().errorCode)).toEqual(Array(9).fill('TAX_NOTE_DUPLICATE'));
    expect(sequenceOf(created[0].json().data.reference)).toBe(51);
    const next = await create({ periodStart: '2011-06-01' });
    expect(sequenceOf(next.json().data.reference)).toBe(52);
  });

  it('20 simultaneous approvals of one note: exactly one 200, the other 19 answered 409', async () => {
    const note = (await create({ periodStart: '2012-01-01' })).json().data;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => world.api(world.sessions.approver, 'POST', `/taxNote/notes/${note._key}/approve`, {})),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const losers = responses.filter((r) => r.statusCode !== 200);
    expect(losers.map((r) => r.statusCode)).toEqual(Array(19).fill(409));
    expect(new Set(losers.map((r) => r.json().errorCode))).toEqual(new Set(['TAX_NOTE_STATE']));

    const stored = (await world.api(world.sessions.approver, 'GET', `/taxNote/notes/${note._key}`)).json().data;
    expect(stored).toMatchObject({ lifecycle: 'approved', version: 2 });
    expect(stored.events.map((e: { kind: string }) => e.kind)).toEqual(['created', 'approved']);
  });
});
