import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';
import { validObject, wrongValue, type ReferencePool } from './support/schema-arbitrary';
import { loadEntities } from '../../src/server/services/records/entity-registry';
import { payments, records } from '../../src/server/db/schema';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { rateIsHistory } from '../../src/domain/currency';
import { repricesPayments } from '../../src/domain/money-requests';
import { dayInZone } from '../../src/domain/dated-money';
import { latestToday } from '../../src/domain/calendar-rules';
import { entityViolations, type RuleFacts } from '../../src/domain/entity-rules';
import { uniqueForm, uniqueRules } from '../../src/domain/unique-fields';
import type { EntityMeta } from '../../src/domain/entity-meta';
import type { EstablishmentRef } from '../../src/domain/establishment-choice';

let t: TestApp;
let admin: SessionUser;
const pool: ReferencePool = {};
const establishments: EstablishmentRef[] = [];
const nomenclature: Record<string, unknown>[] = [];
/** Unique values already held (seeded, or generated and kept), by resource: `field|value|…`. */
const taken = new Set<string>();
/** The last day a payment was converted between currencies: a rate may not reprice it or any day before. */
let lastConvertedDay = '';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const rows = await t.database.db
    .select({ key: records.key, resource: records.resource })
    .from(records)
    .where(or(isNull(records.projectKey), eq(records.projectKey, TAX_PROJECT_KEY)));
  for (const row of rows) (pool[row.resource] ??= []).push(row.key);
  const rows2 = await t.database.db
    .select({ key: records.key, data: records.data })
    .from(records)
    .where(and(eq(records.resource, 'establishments'), eq(records.projectKey, TAX_PROJECT_KEY)));
  establishments.push(...rows2.map((r) => ({ key: r.key, type: r.data.type as string, parentKey: r.data.parentKey as string | undefined })));
  for (const keys of Object.values(pool)) keys.splice(20);
  const [converted] = await t.database.db
    .select({ day: sql<string | null>`max(${payments.paymentDate})::text` })
    .from(payments)
    .where(and(eq(payments.projectKey, TAX_PROJECT_KEY), ne(payments.paidCurrency, payments.settledCurrency)));
  lastConvertedDay = converted?.day ?? '';
  // The seeded revenue splits already share out 100 %; without them a generated split has room.
  await t.database.db.delete(records).where(and(eq(records.resource, 'revenueSplits'), eq(records.projectKey, TAX_PROJECT_KEY)));
  const held = await t.database.db
    .select({ resource: records.resource, data: records.data })
    .from(records)
    .where(or(isNull(records.projectKey), eq(records.projectKey, TAX_PROJECT_KEY)));
  for (const row of held) {
    const entity = entities.find((e) => e.resource === row.resource);
    if (entity) for (const value of uniqueValues(entity, row.data)) taken.add(value);
    if (row.resource === 'nomenclatureItems') nomenclature.push(row.data);
  }
});
afterAll(async () => {
  await t.close();
});

const entities = loadEntities().filter((e) => !e.bespoke);

/** The `x-admin-unique` values a record holds, each with the fields it is unique with. */
function uniqueValues(entity: EntityMeta, data: Record<string, unknown>): string[] {
  return uniqueRules(entity.schema)
    .map((rule) => rule.fields.map((field) => uniqueForm(data[field])))
    .filter((values) => values.every((v) => v !== undefined))
    .map((values) => `${entity.resource}|${values.join('|')}`);
}

/**
 * The rules of src/domain a valid form respects, with the facts of this database: the generator
 * makes only records a clerk could save, so a refusal is the server's fault.
 */
const respectsRules = (entity: EntityMeta) => (record: Record<string, unknown>) => {
  const facts: RuleFacts = { today: latestToday(new Date()), establishments, otherSplits: [], otherNomenclature: nomenclature };
  return (
    entityViolations(entity.resource, record, facts).length === 0 &&
    !uniqueValues(entity, record).some((value) => taken.has(value)) &&
    !refusedRateDay(entity, record)
  );
};

/**
 * The days the server refuses for a rate: one that has not come on the project's clock, and for a
 * USD→CDF rate one on or before a day whose payments were converted (it would reprice them, 409).
 */
const refusedRateDay = (entity: EntityMeta, record: Record<string, unknown>) =>
  entity.resource === 'currencyConversions' &&
  typeof record.validFrom === 'string' &&
  (record.validFrom > dayInZone(new Date()) || (repricesPayments(record.fromCurrency, record.toCurrency) && record.validFrom <= lastConvertedDay));

/** A dated rate already in force is history: kept as it was, neither changed nor deleted. */
const isHistory = (entity: EntityMeta, record: Record<string, unknown>) =>
  entity.resource === 'currencyConversions' && rateIsHistory(record.validFrom, dayInZone(new Date()));

describe.each(entities.map((e) => [e.resource, e] as const))('%s', (_, entity) => {
  const url = `/api/${entity.route}`;
  const headers = () => ({ ...t.headersFor(admin), 'content-type': 'application/json' });

  it('accepts generated valid records, gives them back as sent, and changes and deletes them from their version', async () => {
    await fc.assert(
      fc.asyncProperty(validObject(entity.inlined, pool).filter(respectsRules(entity)), async (record) => {
        const created = await t.request({ method: 'POST', url, headers: headers(), payload: JSON.stringify(record) });
        expect(created.statusCode, created.body).toBe(200);
        const key = created.json().data._key;
        const read = await t.request({ method: 'GET', url: `${url}/${key}`, headers: headers() });
        const fetched = read.json().data;
        for (const [field, value] of Object.entries(record)) expect(fetched[field]).toEqual(value);
        expect(read.headers.etag).toBe('"1"');
        if (isHistory(entity, record)) {
          for (const value of uniqueValues(entity, record)) taken.add(value);
          return;
        }
        // What a form sends back on save: the whole record as read, version included (the server drops it).
        const saved = await t.request({
          method: 'PUT',
          url: `${url}/${key}`,
          headers: { ...headers(), 'if-match': read.headers.etag as string },
          payload: JSON.stringify(fetched),
        });
        expect(saved.statusCode, saved.body).toBe(200);
        expect(saved.json().data.version).toBe(2);
        for (const [field, value] of Object.entries(record)) expect(saved.json().data[field]).toEqual(value);
        const stale = await t.request({ method: 'DELETE', url: `${url}/${key}`, headers: t.headersFor(admin, { 'if-match': '"1"' }) });
        expect(stale.statusCode, stale.body).toBe(412);
        const deleted = await t.request({ method: 'DELETE', url: `${url}/${key}`, headers: t.headersFor(admin, { 'if-match': '"2"' }) });
        expect(deleted.statusCode, deleted.body).toBe(200);
      }),
      { numRuns: 12 },
    );
  });

  it('answers 400 naming the field to generated invalid records, never 500', async () => {
    const fields = Object.keys(entity.inlined.properties).filter((f) => !entity.inlined.properties[f]['x-admin-readonly']);
    const broken = fc
      .tuple(validObject(entity.inlined, pool).filter(respectsRules(entity)), fc.constantFrom(...fields), fc.constantFrom('wrong', 'unknown', 'missing'))
      .map(([record, field, how]) => {
        const copy: Record<string, unknown> = { ...record };
        if (how === 'unknown') return { copy: { ...copy, [`${field}Extra`]: 1 }, field: `${field}Extra` };
        if (how === 'missing' && (entity.inlined.required ?? []).length) {
          const required = entity.inlined.required![0];
          delete copy[required];
          return { copy, field: required };
        }
        return { copy: { ...copy, [field]: wrongValue(entity.inlined.properties[field]) }, field };
      });
    await fc.assert(
      fc.asyncProperty(broken, async ({ copy, field }) => {
        const response = await t.request({ method: 'POST', url, headers: { ...headers(), 'accept-language': 'fr' }, payload: JSON.stringify(copy) });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().responseMessage).toContain(field);
      }),
      // Cheap (no row is written), so more runs: a rare ill-formed value once reached a 500 here.
      { numRuns: 60 },
    );
  });
});

describe('record store rules', () => {
  it('keeps records of another project out of reach', async () => {
    const other = await t.database.db
      .select({ key: records.key })
      .from(records)
      .where(and(eq(records.resource, 'establishments'), eq(records.projectKey, 'proj-hk-health')))
      .limit(1);
    const response = await t.request({ method: 'GET', url: `/api/account/establishments/${other[0].key}`, headers: t.headersFor(admin) });
    expect(response.statusCode).toBe(404);
  });
});
