import { and, desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { records, userActivity } from '../../../src/server/db/schema';
import { TAX_PROJECT_KEY } from '../../../src/server/db/seed/demo-staff';
import { createTestApp, type SessionUser, type TestApp } from '../support/test-app';

/**
 * No duplicate taxation by a sister line (issue 22, item 5; tax-staff.md D2), with the demo
 * accounts and the demo nomenclature: one vehicle, property or lease is taxed once per tax family
 * (the parent article of the line's account) and period, whatever line is chosen; a line that does
 * not fit the object (another category or CV band, another rank, a rent in another currency) is
 * refused. Runs on PGlite and on PostgreSQL (DATABASE_URL), where the simultaneous creations really
 * run side by side.
 */
let t: TestApp;
let taxateur: SessionUser;
let admin: SessionUser;
type Data = Record<string, unknown>;
type Found = { key: string; data: Data };

beforeAll(async () => {
  t = await createTestApp();
  taxateur = await t.login('taxateur');
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

/** The first demo record of a resource matching the condition (on data), in key order. */
async function demoRecord(resource: string, where: ReturnType<typeof sql>): Promise<Found> {
  const [found] = await t.database.db
    .select({ key: records.key, data: records.data })
    .from(records)
    .where(and(eq(records.projectKey, TAX_PROJECT_KEY), eq(records.resource, resource), where))
    .orderBy(records.key)
    .limit(1);
  if (!found) throw new Error(`no demo ${resource} for the test`);
  return found;
}

const post = (session: SessionUser, url: string, payload: unknown, language = 'en') =>
  t.request({ method: 'POST', url: `/api${url}`, headers: t.headersFor(session, { 'accept-language': language }), payload: payload as Data });

/** A creation body for a demo citizen's object; the period is a year (or month) no demo note taxes. */
function draft(taxType: string, object: Found, items: string[], period: string, periodStart: string) {
  return {
    taxType,
    taxpayerKind: 'citizen',
    taxpayerKey: String(object.data.ownerKey),
    objectKey: object.key,
    declarantName: 'Déclarant du contrôle',
    responsibleName: 'Déclarant du contrôle',
    phoneCountryCode: '243',
    phoneNumber: '0812345678',
    period,
    periodStart,
    items: items.map((nomenclatureItemKey) => ({ nomenclatureItemKey })),
  };
}

/** The administrator adds a sister line that fits every object of its type: the insider's way around a narrowed list. */
async function sisterLine(account: string, taxType: string, currency: string, reason: string) {
  const factor = { amount: taxType === 'rental' ? 22 : 4000, currency };
  const response = await post(admin, '/nomenclature/items', {
    account,
    reason,
    chapter: 'Contrôle',
    taxType,
    taxFactorCitizen: factor,
    taxFactorOrganization: factor,
    validFrom: '2020-01-01',
  });
  expect(response.statusCode, response.body).toBe(200);
  return String(response.json().data._key);
}

const expectRefused = (response: LightMyRequestResponse, status: number, errorCode: string, message: string) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ errorCode, responseMessage: message });
};

/** The refusal is in the audit trail: who tried, which route, the status. */
async function lastActivityOf(userKey: string) {
  const [row] = await t.database.db
    .select()
    .from(userActivity)
    .where(and(eq(userActivity.userKey, userKey), eq(userActivity.route, '/api/taxNote/notes')))
    .orderBy(desc(userActivity.id))
    .limit(1);
  return row;
}

describe('a vehicle (D2: a 9 CV car taxed "1 à 10 CV", then "motocyclette")', () => {
  let car: Found;
  beforeAll(async () => {
    car = await demoRecord(
      'vehicles',
      sql`${records.data}->>'category' = 'Car' and (${records.data}->>'fiscalHorsePower')::int = 9 and ${records.data} ? 'ownerKey'`,
    );
  });

  it('refuses the motorcycle line for the car as not fitting, in English and in French, and logs the refusal', async () => {
    const first = await post(taxateur, '/taxNote/notes', draft('vehicle', car, ['nom-vignette-10cv'], 'yearly', '2030-03-01'));
    expect(first.statusCode, first.body).toBe(200);
    const moto = draft('vehicle', car, ['nom-vignette-moto'], 'yearly', '2030-06-15');
    expectRefused(
      await post(taxateur, '/taxNote/notes', moto),
      422,
      'NOMENCLATURE_ITEM_NOT_FITTING',
      'The tax 1.1.02.01 Vignette — motocyclette does not fit this object (its category, fiscal horsepower, rank, usage or the currency of its rent): please choose a line that fits it.',
    );
    expectRefused(
      await post(taxateur, '/taxNote/notes', moto, 'fr'),
      422,
      'NOMENCLATURE_ITEM_NOT_FITTING',
      'La taxe 1.1.02.01 Vignette — motocyclette ne correspond pas à cet objet (sa catégorie, sa puissance fiscale, son rang, son usage ou la devise de son loyer) : veuillez choisir une ligne qui lui correspond.',
    );
    expect(await lastActivityOf('user-taxateur')).toMatchObject({ method: 'POST', statusCode: 422, action: expect.stringContaining('failed') });
    // Another CV band does not fit a 9 CV car either.
    expect((await post(taxateur, '/taxNote/notes', draft('vehicle', car, ['nom-vignette-15cv'], 'yearly', '2030-06-15'))).json().errorCode).toBe(
      'NOMENCLATURE_ITEM_NOT_FITTING',
    );
  });

  it('refuses a sister vignette line that fits every vehicle for the same year, naming the live note, until that note is rejected', async () => {
    const first = await post(taxateur, '/taxNote/notes', draft('vehicle', car, ['nom-vignette-10cv'], 'yearly', '2031-01-10'));
    expect(first.statusCode, first.body).toBe(200);
    const { reference, _key } = first.json().data;
    const sister = await sisterLine('1.1.02.09', 'vehicle', 'USD', 'Vignette — tout véhicule');
    const second = draft('vehicle', car, [sister], 'yearly', '2031-09-01');
    expectRefused(
      await post(taxateur, '/taxNote/notes', second),
      409,
      'TAX_NOTE_DUPLICATE',
      `This object is already taxed for this kind of tax over this period by the live note ${reference} (1.1.02.02 Vignette — véhicule de 1 à 10 CV): an object is taxed once per tax and period, whichever line of the nomenclature is chosen.`,
    );
    expectRefused(
      await post(taxateur, '/taxNote/notes', second, 'fr'),
      409,
      'TAX_NOTE_DUPLICATE',
      `Cet objet est déjà taxé pour cette sorte d'impôt sur cette période par la note en cours ${reference} (1.1.02.02 Vignette — véhicule de 1 à 10 CV) : un objet est taxé une seule fois par impôt et par période, quelle que soit la ligne de la nomenclature choisie.`,
    );
    expect(await lastActivityOf('user-taxateur')).toMatchObject({ statusCode: 409 });
    // Another family of the same vehicle (the road traffic tax) is no duplicate.
    expect((await post(taxateur, '/taxNote/notes', draft('vehicle', car, ['nom-tscr-tourisme'], 'yearly', '2031-09-01'))).statusCode).toBe(200);
    // Two lines of one family on one note are refused too.
    expectRefused(
      await post(taxateur, '/taxNote/notes', draft('vehicle', car, ['nom-vignette-10cv', sister], 'yearly', '2032-01-01')),
      422,
      'TAX_FAMILY_TWICE',
      'Two taxes of the same kind on one note would tax the object twice: keep only the line that fits it.',
    );
    // A rejected note taxes nothing: the sister line is accepted once the first note is rejected (by another person: four eyes).
    const approver = await t.login('approver');
    const rejected = await post(approver, `/taxNote/notes/${_key}/reject`, { reason: 'Mauvaise ligne' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await post(taxateur, '/taxNote/notes', second)).statusCode).toBe(200);
  });
});

describe('a lease in dollars (D2: taxed with "bail en francs" for the same month)', () => {
  let lease: Found;
  beforeAll(async () => {
    // A lease running through the first half of 2027, months no demo note taxes (a lease is taxed only while it runs).
    lease = await demoRecord(
      'rentalContracts',
      sql`${records.data}->'monthlyRent'->>'currency' = 'USD' and ${records.data}->>'category' = 'Residential'
        and ${records.data}->>'startDate' <= '2027-01-01' and coalesce(${records.data}->>'endDate', '9999-12-31') >= '2027-06-30'`,
    );
  });

  it('refuses the francs line as not fitting, and a second dollar line for the same month as a duplicate', async () => {
    const first = await post(taxateur, '/taxNote/notes', draft('rental', lease, ['nom-irl-residentiel'], 'monthly', '2027-03-05'));
    expect(first.statusCode, first.body).toBe(200);
    const { reference } = first.json().data;
    expectRefused(
      await post(taxateur, '/taxNote/notes', draft('rental', lease, ['nom-irl-residentiel-cdf'], 'monthly', '2027-03-20')),
      422,
      'NOMENCLATURE_ITEM_NOT_FITTING',
      'The tax 1.1.03.03 Impôt sur les revenus locatifs — usage résidentiel, bail en francs (22 % du loyer) does not fit this object (its category, fiscal horsepower, rank, usage or the currency of its rent): please choose a line that fits it.',
    );
    const sister = await sisterLine('1.1.03.09', 'rental', 'USD', 'Impôt sur les revenus locatifs — tout usage');
    const again = await post(taxateur, '/taxNote/notes', draft('rental', lease, [sister], 'monthly', '2027-03-20'));
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'TAX_NOTE_DUPLICATE', responseMessage: expect.stringContaining(`live note ${reference} (1.1.03.01 `) });
    // A quarter holding that month shares a day with it: refused as well; the next month is free.
    expect((await post(taxateur, '/taxNote/notes', draft('rental', lease, [sister], 'quarterly', '2027-01-01'))).statusCode).toBe(409);
    expect((await post(taxateur, '/taxNote/notes', draft('rental', lease, [sister], 'monthly', '2027-04-01'))).statusCode).toBe(200);
  });

  it('of simultaneous creations of one month with sister lines by two appraisers, exactly one is created', async () => {
    const sister = await sisterLine('1.1.03.08', 'rental', 'USD', 'Impôt sur les revenus locatifs — barème spécial');
    const lines = ['nom-irl-residentiel', sister];
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post(i % 2 ? admin : taxateur, '/taxNote/notes', draft('rental', lease, [lines[i % 2]], 'monthly', '2027-05-01'))),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.json().errorCode}`)).toEqual(Array(7).fill('409 TAX_NOTE_DUPLICATE'));
    const winner = responses.find((r) => r.statusCode === 200)!.json().data.reference;
    expect(responses.filter((r) => r.statusCode === 409).every((r) => String(r.json().responseMessage).includes(winner))).toBe(true);
  });
});

describe('a property of rank 2', () => {
  it('is taxed on a rank 2 line only', async () => {
    const property = await demoRecord(
      'properties',
      sql`${records.data}->>'rang' = '2' and ${records.data}->>'nature' <> 'Land' and ${records.data} ? 'ownerKey'`,
    );
    for (const line of ['nom-foncier-rang1', 'nom-foncier-rang3', 'nom-foncier-rang4', 'nom-foncier-terrain']) {
      const refused = await post(taxateur, '/taxNote/notes', draft('property', property, [line], 'yearly', '2030-01-01'));
      expect(refused.json().errorCode, line).toBe('NOMENCLATURE_ITEM_NOT_FITTING');
    }
    const taxed = await post(taxateur, '/taxNote/notes', draft('property', property, ['nom-foncier-rang2'], 'yearly', '2030-01-01'));
    expect(taxed.statusCode, taxed.body).toBe(200);
  });
});
