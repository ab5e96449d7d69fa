import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, isNull, or } from 'drizzle-orm';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';
import { validObject, wrongValue, type ReferencePool } from './support/schema-arbitrary';
import { loadEntities } from '../../src/server/services/records/entity-registry';
import { records } from '../../src/server/db/schema';
import { TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { partiesAreSame } from '../../src/domain/rental';
import { currenciesAreSame } from '../../src/domain/currency';
import { wrongEstablishmentChoices, type EstablishmentRef } from '../../src/domain/establishment-choice';

let t: TestApp;
let admin: SessionUser;
const pool: ReferencePool = {};
const establishments: EstablishmentRef[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const rows = await t.database.db.select({ key: records.key, resource: records.resource }).from(records)
    .where(or(isNull(records.projectKey), eq(records.projectKey, TAX_PROJECT_KEY)));
  for (const row of rows) (pool[row.resource] ??= []).push(row.key);
  const rows2 = await t.database.db.select({ key: records.key, data: records.data }).from(records)
    .where(and(eq(records.resource, 'establishments'), eq(records.projectKey, TAX_PROJECT_KEY)));
  establishments.push(...rows2.map((r) => ({ key: r.key, type: r.data.type as string, parentKey: r.data.parentKey as string | undefined })));
  for (const keys of Object.values(pool)) keys.splice(20);
});
afterAll(async () => { await t.close(); });

/** Cross-field rules a schema cannot state; the generator respects them, as a valid form would. */
const respectsRules = (record: Record<string, unknown>) =>
  !partiesAreSame(record.ownerKey, record.renterKey) && !currenciesAreSame(record.fromCurrency, record.toCurrency)
  && ('establishmentName' in record ? wrongEstablishmentChoices(record, undefined, establishments).length === 0 : true);

const entities = loadEntities().filter((e) => !e.bespoke);

describe.each(entities.map((e) => [e.resource, e] as const))('%s', (_, entity) => {
  const url = `/api/${entity.route}`;
  const headers = () => ({ ...t.headersFor(admin), 'content-type': 'application/json' });

  it('accepts generated valid records and gives them back as sent', async () => {
    await fc.assert(fc.asyncProperty(validObject(entity.inlined, pool).filter(respectsRules), async (record) => {
      const created = await t.request({ method: 'POST', url, headers: headers(), payload: JSON.stringify(record) });
      expect(created.statusCode, created.body).toBe(200);
      const key = created.json().data._key;
      const fetched = (await t.request({ method: 'GET', url: `${url}/${key}`, headers: headers() })).json().data;
      for (const [field, value] of Object.entries(record)) expect(fetched[field]).toEqual(value);
    }), { numRuns: 12 });
  });

  it('answers 400 naming the field to generated invalid records, never 500', async () => {
    const fields = Object.keys(entity.inlined.properties).filter((f) => !entity.inlined.properties[f]['x-admin-readonly']);
    const broken = fc.tuple(validObject(entity.inlined, pool).filter(respectsRules), fc.constantFrom(...fields), fc.constantFrom('wrong', 'unknown', 'missing'))
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
    await fc.assert(fc.asyncProperty(broken, async ({ copy, field }) => {
      const response = await t.request({ method: 'POST', url, headers: { ...headers(), 'accept-language': 'fr' }, payload: JSON.stringify(copy) });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().responseMessage).toContain(field);
    }), { numRuns: 12 });
  });
});

describe('record store rules', () => {
  it('keeps records of another project out of reach', async () => {
    const other = await t.database.db.select({ key: records.key }).from(records).where(and(eq(records.resource, 'establishments'), eq(records.projectKey, 'proj-hk-health'))).limit(1);
    const response = await t.request({ method: 'GET', url: `/api/account/establishments/${other[0].key}`, headers: t.headersFor(admin) });
    expect(response.statusCode).toBe(404);
  });
});
