import { describe, expect, it } from 'vitest';
import type { ValidateFunction } from 'ajv';
import { demoRecords, type DemoRecord } from '../../src/server/db/seed/demo-records';
import { DEMO_ESTABLISHMENTS, DEMO_ROLES, DEMO_USERS, TAX_PROJECT_KEY } from '../../src/server/db/seed/demo-staff';
import { placeRows } from '../../src/server/db/seed/places';
import { isValidPhone } from '../../src/domain/phone';
import { computeItem, stepsForTaxType } from '../../src/domain/tax-computation';
import { protocolOf } from '../../src/domain/tax-note-protocol';
import { entityViolations } from '../../src/domain/entity-rules';
import { uniqueForm, uniqueRules } from '../../src/domain/unique-fields';
import type { EntitySchema } from '../../src/domain/entity-meta';
import { makeAjv, propertiesOf, readSchemas, resolveNode, type SchemaNode } from './support';

const set = readSchemas();
const ajv = makeAjv(set.common);
const schemaOf = new Map(set.entities.map(({ schema }) => [schema['x-admin-resource'] as string, schema]));
const validators = new Map<string, ValidateFunction>();
const validatorOf = (resource: string) => {
  if (!validators.has(resource)) validators.set(resource, ajv.compile(schemaOf.get(resource)!));
  return validators.get(resource)!;
};
const invalid = (resource: string, key: string, data: unknown) => {
  const validate = validatorOf(resource);
  return validate(data) ? [] : [`${resource} ${key}: ${ajv.errorsText(validate.errors)}`];
};

const records = demoRecords();
const of = (resource: string) => records.filter((r) => r.resource === resource);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- demo records are read field by field, whatever their type
type Data = Record<string, any>;

/** Every (resource, key) a value of this record points to, nested objects and arrays included. */
function references(node: SchemaNode, value: unknown, path: string, out: [string, string, string][]) {
  const schema = resolveNode(node, set.common);
  if (typeof schema['x-admin-reference'] === 'string' && typeof value === 'string') out.push([schema['x-admin-reference'], value, path]);
  if (Array.isArray(value) && schema.items) value.forEach((item, i) => references(schema.items as SchemaNode, item, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [name, child] of Object.entries(propertiesOf(schema))) references(child, (value as Data)[name], `${path}.${name}`, out);
  }
}

describe('demo records', () => {
  it('are the same on every call (seeded, no Math.random)', () => {
    expect(demoRecords()).toEqual(records);
  });

  it('come in realistic numbers', () => {
    const count = (resource: string) => of(resource).length;
    expect(count('citizens')).toBeGreaterThanOrEqual(250);
    expect(count('establishments')).toBeGreaterThanOrEqual(50);
    expect(count('vehicles')).toBeGreaterThanOrEqual(120);
    expect(count('properties')).toBeGreaterThanOrEqual(100);
    expect(count('rentalContracts')).toBeGreaterThanOrEqual(60);
    expect(count('nomenclatureItems')).toBeGreaterThanOrEqual(15);
    expect(count('stepConfigurations')).toBeGreaterThanOrEqual(3);
    for (const resource of ['classifications', 'sectors', 'genders', 'zones', 'streets', 'currencies', 'currencyConversions'])
      expect(count(resource), resource).toBeGreaterThan(0);
  });

  it('every record validates against its schema (Ajv 2020 strict)', () => {
    expect(records.flatMap((r) => (schemaOf.has(r.resource) ? invalid(r.resource, r.key, r.data) : [`${r.resource}: no schema`]))).toEqual([]);
  });

  it('would catch a record that breaks its schema', () => {
    const vehicle = of('vehicles')[0];
    const money = of('rentalContracts')[0];
    expect(invalid('vehicles', vehicle.key, { ...vehicle.data, plateNumber: 'ab 12', taxes: ['vignette', 'vignette'] })).toHaveLength(1);
    expect(invalid('rentalContracts', money.key, { ...money.data, monthlyRent: { amount: 12.5, currency: 'EUR' } })[0]).toMatch(/integer[\s\S]*allowed values/);
    expect(invalid('citizens', 'cit-x', { ...of('citizens')[0].data, nickname: 'Papa Wemba' })[0]).toMatch(/additional properties/);
  });

  it('the demo staff of demo-staff.ts validates against the bespoke schemas too', () => {
    const problems = [
      ...DEMO_ROLES.map(({ key, ...role }) => invalid('roles', key, role)),
      ...DEMO_USERS.map(({ key, projects: _projects, ...user }) =>
        invalid('users', key, { ...user, contactPhone1CountryCode: '243', isExternal: false, isActive: true }),
      ),
      ...DEMO_ESTABLISHMENTS.map(({ key, projectKey: _p, parentKey, ...data }) =>
        invalid('establishments', key, { ...data, ...(parentKey ? { parentKey } : {}) }),
      ),
    ].flat();
    expect(problems).toEqual([]);
  });

  it('belong to the tax project when their resource is project-scoped, to no project otherwise', () => {
    const wrong = records.filter((r) => r.projectKey !== (schemaOf.get(r.resource)!['x-admin-project-scoped'] ? TAX_PROJECT_KEY : null));
    expect(wrong.map((r) => r.key)).toEqual([]);
  });

  it('have unique keys, none taken from demo-staff.ts', () => {
    const keys = [...records.map((r) => r.key), ...DEMO_ESTABLISHMENTS.map((e) => e.key)];
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('point only at records that exist', () => {
    const known = new Set([
      ...records.map((r) => `${r.resource}/${r.key}`),
      ...DEMO_ESTABLISHMENTS.map((e) => `establishments/${e.key}`),
      ...DEMO_ROLES.map((r) => `roles/${r.key}`),
      ...DEMO_USERS.map((u) => `users/${u.key}`),
    ]);
    const dangling: string[] = [];
    for (const record of records) {
      const found: [string, string, string][] = [];
      references(schemaOf.get(record.resource)!, record.data, record.key, found);
      for (const [resource, key, path] of found) if (!known.has(`${resource}/${key}`)) dangling.push(`${path} → ${resource}/${key}`);
    }
    expect(dangling).toEqual([]);
  });

  it('carry the places of places.ts under their existing keys, and addresses that agree with them', () => {
    const places = placeRows();
    expect(of('provinces').map((r) => r.key)).toEqual(places.provinces.map((p) => p.key));
    expect(of('cities').map((r) => ({ key: r.key, ...r.data }))).toEqual(places.cities);
    expect(of('communes').map((r) => ({ key: r.key, ...r.data }))).toEqual(places.communes);
    expect(of('quartiers').map((r) => ({ key: r.key, ...r.data }))).toEqual(places.quartiers);
    const parent = new Map<string, string>([
      ...places.cities.map((c) => [c.key, c.provinceKey]),
      ...places.communes.map((c) => [c.key, c.cityKey]),
      ...places.quartiers.map((q) => [q.key, q.communeKey]),
    ] as [string, string][]);
    const streetQuartier = new Map(of('streets').map((s) => [s.key, (s.data as Data).quartierKey as string]));
    const broken = records
      .flatMap((r) => [(r.data as Data).address, (r.data as Data).placeOfBirth])
      .filter(Boolean)
      .filter(
        (a: Data) =>
          (a.quartierKey && parent.get(a.quartierKey) !== a.communeKey) ||
          (a.communeKey && parent.get(a.communeKey) !== a.cityKey) ||
          (a.cityKey && parent.get(a.cityKey) !== a.provinceKey) ||
          (a.streetKey && streetQuartier.get(a.streetKey) !== a.quartierKey),
      );
    expect(broken).toEqual([]);
  });

  it('give citizens valid, distinct +243 mobiles and mostly approved statuses', () => {
    const citizens = of('citizens').map((r) => r.data as Data);
    expect(citizens.filter((c) => !isValidPhone(c.contactPhone1CountryCode, c.contactPhone1)).map((c) => c.contactPhone1)).toEqual([]);
    expect(new Set(citizens.map((c) => c.contactPhone1)).size).toBe(citizens.length);
    const approved = citizens.filter((c) => c.status === 'approved').length;
    expect(approved / citizens.length).toBeGreaterThan(0.7);
    expect(citizens.some((c) => c.status === 'waiting')).toBe(true);
  });

  it('give organizations a branch tree, consistent classifications and accounts at the demo banks', () => {
    const establishments = of('establishments').map((r) => r.data as Data);
    const banks = new Set(DEMO_ESTABLISHMENTS.filter((e) => e.type === '3').map((e) => e.key));
    const parentOf = new Map([...of('classifications'), ...of('sectors')].map((r) => [r.key, (r.data as Data).parentKey]));
    expect(establishments.every((e) => e.type === '2')).toBe(true);
    expect(establishments.some((e) => e.parentKey)).toBe(true);
    expect(establishments.filter((e) => parentOf.get(e.subClassificationKey) !== e.classificationKey || parentOf.get(e.subSectorKey) !== e.sectorKey)).toEqual(
      [],
    );
    const accounts = establishments.flatMap((e) => (e.bankAccounts ? [e.bankAccounts.cdf, e.bankAccounts.usd] : []));
    expect(accounts.length).toBeGreaterThan(0);
    expect(accounts.filter((a: Data) => !banks.has(a.bankKey))).toEqual([]);
  });

  it('keep rental rules: owner is not the renter, owns the property, and the building exists', () => {
    const properties = new Map(of('properties').map((r) => [r.key, r.data as Data]));
    const broken = of('rentalContracts').filter((r) => {
      const rental = r.data as Data;
      const property = properties.get(rental.propertyKey)!;
      return (
        rental.ownerKey === rental.renterKey ||
        property.ownerKey !== rental.ownerKey ||
        rental.endDate < rental.startDate ||
        !property.buildings.some((b: Data) => b.name === rental.buildingName) ||
        rental.monthlyRent.currency !== rental.contractRentAmount.currency
      );
    });
    expect(broken.map((r: DemoRecord) => r.key)).toEqual([]);
  });

  it('convert USD to CDF at exact decimal rates in the tax project, 2850 from 2026 and a history before', () => {
    const rates = of('currencyConversions').map((r) => ({ projectKey: r.projectKey, ...r.data }) as Data);
    expect(rates).toContainEqual({
      projectKey: TAX_PROJECT_KEY,
      fromCurrency: 'USD',
      toCurrency: 'CDF',
      conversionRate: '2850.000000',
      validFrom: '2026-01-01',
    });
    expect(rates.every((r) => r.projectKey === TAX_PROJECT_KEY && r.fromCurrency === 'USD' && /^\d+\.\d{6}$/.test(r.conversionRate))).toBe(true);
    expect(rates.map((r) => r.validFrom).sort()[0] <= '2025-05-01').toBe(true);
    expect(
      rates
        .map((r) => r.validFrom)
        .sort()
        .at(-1),
    ).toBe('2026-01-01');
    expect(of('currencies').map((r) => r.key)).toEqual(['cur-usd', 'cur-cdf']);
  });

  it('give every tax type its steps: appraiser, value steps, approver (automatic after 48 h for vehicles), receveur', () => {
    const steps = of('stepConfigurations').map((r) => r.data as Data);
    for (const taxType of ['property', 'vehicle', 'rental', 'fee'] as const) {
      const own = stepsForTaxType(steps as { taxType?: string; sequence: number }[], taxType) as Data[];
      expect(protocolOf(own), taxType).toEqual({ approver: true, receveur: true, autoApproveAfterHours: taxType === 'vehicle' ? 48 : null });
      expect(own.some((s) => s.hasTaxator)).toBe(true);
    }
    const keys = (taxType: string) => steps.filter((s) => s.taxType === taxType && s.includeInCalculation).map((s) => s.stepKey);
    expect([keys('property'), keys('rental'), keys('fee'), keys('vehicle')]).toEqual([['measuredArea'], ['monthlyRent', 'months'], ['quantity'], []]);
  });

  it('tax rent at 22 %: a factor of 22 minor units times the rent in major units and the months', () => {
    const irl = of('nomenclatureItems').find((r) => r.key === 'nom-irl-residentiel')!.data as Data;
    const step = (stepKey: string, value: string) => ({ stepKey, labelName: stepKey, value, stepMode: 'auto' as const, includeInCalculation: true });
    expect(computeItem({ factor: irl.taxFactorCitizen, steps: [step('monthlyRent', '1250'), step('months', '1')] }).amount).toBe(27500);
    const rental = of('nomenclatureItems').filter((r) => (r.data as Data).taxType === 'rental');
    expect(rental.length).toBeGreaterThanOrEqual(4);
    expect(new Set(rental.flatMap((r) => [(r.data as Data).taxFactorCitizen.amount, (r.data as Data).taxFactorOrganization.amount]))).toEqual(new Set([22]));
  });

  it('keep the rules the server enforces: domain rules of every resource, unique values per project', () => {
    const today = new Date().toISOString().slice(0, 10);
    const staff = DEMO_ESTABLISHMENTS.map(({ key, projectKey, parentKey, ...data }) => ({
      resource: 'establishments',
      key,
      projectKey,
      data: { ...data, ...(parentKey ? { parentKey } : {}) } as Data,
    }));
    const all = [...records, ...staff];
    const establishments = all.filter((r) => r.resource === 'establishments').map((r) => ({ key: r.key, type: r.data.type, parentKey: r.data.parentKey }));
    const broken = all.flatMap((r) => {
      const others = all.filter((o) => o.resource === r.resource && o.projectKey === r.projectKey && o.key !== r.key);
      const facts = { today, establishments, otherSplits: others.map((o) => Number(o.data.percentage)), otherNomenclature: others.map((o) => o.data) };
      return entityViolations(r.resource, r.data, facts, r.key).map((v) => `${r.resource} ${r.key}: ${v.code} ${v.field}`);
    });
    expect(broken).toEqual([]);
    const duplicates: string[] = [];
    for (const { schema } of set.entities) {
      const resource = schema['x-admin-resource'] as string;
      for (const rule of uniqueRules(schema as unknown as EntitySchema)) {
        const seen = new Set<string>();
        for (const r of all.filter((o) => o.resource === resource)) {
          const values = rule.fields.map((f) => uniqueForm(r.data[f]));
          if (values.some((v) => v === undefined)) continue;
          const id = `${r.projectKey}|${values.join('|')}`;
          if (seen.has(id)) duplicates.push(`${resource} ${r.key}: ${rule.field}`);
          seen.add(id);
        }
      }
    }
    expect(duplicates).toEqual([]);
  });
});
