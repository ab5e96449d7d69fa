import { dayInZone } from '../../src/domain/dated-money';
import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multiplyHalfUp } from '../../src/domain/money';
import { records, taxNoteItems, taxNotes } from '../../src/server/db/schema';
import { regenerateProperty } from '../../src/server/services/recovery/regeneration';
import type { TaskProgress } from '../../src/server/services/tasks/task-types';
import { backgroundTasks } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { buildTaxWorld, draftFor, type TaxWorld } from './tax-notes-fixture';

/**
 * The yearly regeneration: last year's property notes made again for this year, through the
 * creation use case, at today's rates, once however often it is started.
 */
let t: TestApp;
let world: TaxWorld;
const THIS_YEAR = new Date().getUTCFullYear();
const LAST_YEAR = THIS_YEAR - 1;
const DAY_MS = 24 * 60 * 60 * 1000;
const yesterday = dayInZone(new Date(Date.now() - DAY_MS));
const today = dayInZone(new Date());

beforeAll(async () => {
  t = await createTestApp();
  world = await buildTaxWorld(t, 'REGEN');
});
afterAll(async () => {
  await t.close();
});

const receveur = () => world.sessions.receveur;
const start = (year: unknown, session = receveur()) => world.api(session, 'POST', '/taxNote/regenerate', { year });
const stateOf = async (year: number) => {
  const response = await world.api(receveur(), 'GET', `/taxNote/regenerate?year=${year}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
/** Reads the state until the background run has ended (it was kicked by the POST). */
async function settled(year: number) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const state = await stateOf(year);
    if (!['started', 'inProgress'].includes(state.status)) return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The regeneration did not end');
}
const propertyNote = async (overrides: Record<string, unknown>) => {
  const response = await world.api(
    world.sessions.taxateur,
    'POST',
    '/taxNote/notes',
    draftFor(world, { taxType: 'property', objectKey: world.keys.property, items: [{ nomenclatureItemKey: world.keys.landTax }], ...overrides }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { _key: string; reference: string };
};
const setValidity = async (key: string, validTo: string) => {
  await t.database.db
    .update(records)
    .set({ data: sql`${records.data} || ${JSON.stringify({ validTo })}::jsonb` })
    .where(eq(records.key, key));
};
const notesOfThisYear = () =>
  t.database.db
    .select()
    .from(taxNotes)
    .where(and(eq(taxNotes.projectKey, world.projectKey), eq(taxNotes.taxType, 'property'), gte(taxNotes.periodStart, `${THIS_YEAR}-01-01`)));

describe('regeneration: starting it', () => {
  it('a year without a task is not started', async () => {
    expect(await stateOf(LAST_YEAR - 5)).toMatchObject({ year: LAST_YEAR - 5, status: 'notStarted', done: 0, total: 0, _key: null });
  });

  it('refuses a year that is not a past year, with a translated 400', async () => {
    for (const year of [THIS_YEAR, 1999, 'last', 2025.5]) {
      const response = await start(year);
      expect(response.statusCode, String(year)).toBe(400);
      expect(response.json().error).toBe(true);
    }
    const response = await start(THIS_YEAR);
    expect(response.json().responseMessage).toBe(`Please choose a past year to regenerate, from 2000 to ${LAST_YEAR}.`);
    expect((await world.api(receveur(), 'GET', `/taxNote/regenerate?year=${THIS_YEAR + 1}`)).statusCode).toBe(400);
  });

  it('answers a start as started (not "not started"), so the panel follows it until it ends', async () => {
    const response = await start(LAST_YEAR - 6);
    expect(response.statusCode, response.body).toBe(202);
    // The task is recorded but not yet picked up by a runner: the screen must tell it from a year never started.
    expect(['started', 'inProgress', 'notFound']).toContain(response.json().data.status);
    expect(response.json().data.status).not.toBe('notStarted');
    expect(response.json().data._key).toEqual(expect.any(String));
    expect(await settled(LAST_YEAR - 6)).toMatchObject({ status: 'notFound' });
  });

  it('is for those who may create in recovery: the cashier is refused', async () => {
    expect((await start(LAST_YEAR - 3, world.sessions.cashier)).statusCode).toBe(403);
  });

  it('a year without property notes ends as not found', async () => {
    const response = await start(LAST_YEAR - 4);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json().data).toMatchObject({ year: LAST_YEAR - 4 });
    expect(await settled(LAST_YEAR - 4)).toMatchObject({ status: 'notFound', done: 0, total: 0 });
  });
});

describe('regeneration: last year into this year', () => {
  it('creates each note once, at the rates valid now, and counts what it skipped', async () => {
    // Last year: a yearly note, a quarterly one, a rejected one (left out) and one whose only
    // item is no longer valid.
    // The quarterly ones are on a second parcel: a parcel taxed for the year is not taxed again by the quarter.
    const secondParcel = await world.api(world.sessions.admin, 'POST', '/account/properties', {
      ownerKey: world.keys.citizen,
      parcelNumber: 'P-REGEN-2',
      rang: '1',
      nature: 'Residential',
      measuredAreaM2: 120.5,
    });
    expect(secondParcel.statusCode, secondParcel.body).toBe(200);
    const parcels = [world.keys.property, secondParcel.json().data._key as string];
    const yearly = await propertyNote({ periodStart: `${LAST_YEAR}-01-01` });
    const quarterly = await propertyNote({ objectKey: parcels[1], period: 'quarterly', periodStart: `${LAST_YEAR}-04-01` });
    const rejected = await propertyNote({ objectKey: parcels[1], period: 'quarterly', periodStart: `${LAST_YEAR}-07-01` });
    const reject = await world.api(world.sessions.approver, 'POST', `/taxNote/notes/${rejected._key}/reject`, { reason: 'Wrong parcel' });
    expect(reject.statusCode, reject.body).toBe(200);
    const admin = world.sessions.admin;
    const item = async (account: string, amount: number, validFrom: string) => {
      const response = await world.api(admin, 'POST', '/nomenclature/items', {
        account,
        reason: `Tax ${account}`,
        taxType: 'property',
        taxFactorCitizen: { amount, currency: 'USD' },
        taxFactorOrganization: { amount, currency: 'USD' },
        validFrom,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data._key as string;
    };
    const dropped = await item('1.1.01.09', 40, '2020-01-01');
    await propertyNote({ objectKey: parcels[1], period: 'quarterly', periodStart: `${LAST_YEAR}-10-01`, items: [{ nomenclatureItemKey: dropped }] });
    // Since then: the land tax has a new rate (a new version of its account), the other item ended.
    await setValidity(world.keys.landTax, yesterday);
    await setValidity(dropped, yesterday);
    const newLandTax = await item('1.1.01.01', 30, today);

    const response = await start(LAST_YEAR);
    expect(response.statusCode, response.body).toBe(202);
    const state = await settled(LAST_YEAR);
    expect(state).toMatchObject({ status: 'completed', done: 3, total: 3, counts: { created: 2, skipped: 1, invalidItems: 1, failed: 0 } });

    const created = await notesOfThisYear();
    expect(created.map((note) => note.periodStart).sort()).toEqual([`${THIS_YEAR}-01-01`, `${THIS_YEAR}-04-01`]);
    for (const note of created) {
      expect(note).toMatchObject({ taxpayerKey: world.keys.citizen, createdBy: 'user-receveur', referenceYear: THIS_YEAR });
      expect(note.objectKey).toBe(parcels[note.period === 'yearly' ? 0 : 1]);
      const items = await t.database.db.select().from(taxNoteItems).where(eq(taxNoteItems.noteKey, note.key));
      expect(items).toHaveLength(1);
      // 0.30 USD per m² of the 120.5 m² measured: the new rate, not last year's 0.25.
      expect(items[0]).toMatchObject({ nomenclatureItemKey: newLandTax, factorAmount: 30, computedAmount: multiplyHalfUp(30, ['120.5']) });
    }
    const sources = [yearly, quarterly].map((note) => note._key);
    expect(created.some((note) => sources.includes(note.key))).toBe(false);

    // Started again: the same task answers, nothing more is made.
    const again = await start(LAST_YEAR);
    expect(again.statusCode).toBe(202);
    expect(again.json().data).toMatchObject({ _key: state._key, status: 'completed' });
    expect(await notesOfThisYear()).toHaveLength(2);
  });

  it('run again from the start (as after a crash), it skips every note already made and reports progress', async () => {
    const [task] = await t.database.db
      .select()
      .from(backgroundTasks)
      .where(eq(backgroundTasks.scope, `year:${LAST_YEAR}`));
    const reports: TaskProgress[] = [];
    const outcome = await regenerateProperty({
      db: t.database.db,
      task,
      now: () => new Date(),
      report: async (progress) => {
        reports.push(progress);
      },
    });
    expect(outcome).toEqual({ status: 'completed', done: 3, total: 3, counts: { created: 0, skipped: 3, invalidItems: 1, failed: 0 } });
    expect(reports.at(-1)).toEqual({ done: 3, total: 3, counts: { created: 0, skipped: 3, invalidItems: 1, failed: 0 } });
    expect(await notesOfThisYear()).toHaveLength(2);
  });
});
