import { describe, expect, it } from 'vitest';
import { isFutureDay, latestToday, periodIsReversed, periodsOverlap, yearAfterNext } from '../../src/domain/calendar-rules';
import { userBlockingCitizenDeletion } from '../../src/domain/citizen-status';
import { isPositiveRate, rateInForce, rateIsHistory } from '../../src/domain/currency';
import { entityViolations, factsNeeded, fieldLabelKey } from '../../src/domain/entity-rules';
import { establishmentScope, mayWriteEstablishment, type EstablishmentRef } from '../../src/domain/establishment-choice';
import { containmentFor, referencePaths, replaceReferences } from '../../src/domain/reference-paths';
import { splitRoom, splitTotal, splitTotalExceeded } from '../../src/domain/revenue-split';
import { uniqueForm, uniqueRules } from '../../src/domain/unique-fields';
import { applicationAccessFits, citizenLockedMismatches } from '../../src/domain/user-rules';
import type { EntitySchema, JsonSchema } from '../../src/domain/entity-meta';

const today = '2026-03-15';

describe('calendar rules', () => {
  it('refuse a day that has not come, a period that ends before it starts, a registration after next year', () => {
    expect(isFutureDay('2026-03-16', today)).toBe(true);
    expect(isFutureDay('2026-03-15', today)).toBe(false);
    expect(isFutureDay('not a day', today)).toBe(false);
    expect(periodIsReversed('2026-02-01', '2026-01-31')).toBe(true);
    expect(periodIsReversed('2026-02-01', '2026-02-01')).toBe(false);
    expect(periodIsReversed('2026-02-01', undefined)).toBe(false);
    expect(yearAfterNext(2027, today)).toBe(false);
    expect(yearAfterNext(2028, today)).toBe(true);
  });

  it('judge "future" against the latest day on earth, so no time zone east of the server is refused today', () => {
    expect(latestToday(new Date('2026-03-15T11:00:00Z'))).toBe('2026-03-16');
    expect(latestToday(new Date('2026-03-15T09:00:00Z'))).toBe('2026-03-15');
  });

  it('see two validity periods overlap unless one ends before the other starts', () => {
    expect(periodsOverlap({ validFrom: '2025-01-01', validTo: '2025-12-31' }, { validFrom: '2026-01-01' })).toBe(false);
    expect(periodsOverlap({ validFrom: '2025-01-01' }, { validFrom: '2026-01-01' })).toBe(true);
    expect(periodsOverlap({ validFrom: '2026-01-01', validTo: '2026-01-01' }, { validFrom: '2025-06-01', validTo: '2026-01-01' })).toBe(true);
  });
});

describe('conversion rates', () => {
  const rates = [
    { fromCurrency: 'USD', toCurrency: 'CDF', conversionRate: '2800', validFrom: '2025-01-01' },
    { fromCurrency: 'USD', toCurrency: 'CDF', conversionRate: '2850', validFrom: '2026-01-01' },
    { fromCurrency: 'CDF', toCurrency: 'USD', conversionRate: '0.000351', validFrom: '2026-02-01' },
  ];

  it('are greater than 0, read as decimals', () => {
    expect(isPositiveRate('0')).toBe(false);
    expect(isPositiveRate('0.000000')).toBe(false);
    expect(isPositiveRate('0.000001')).toBe(true);
    expect(isPositiveRate(2850)).toBe(false);
  });

  it('in force on a day: the latest of the pair dated on or before it', () => {
    expect(rateInForce(rates, 'USD', 'CDF', '2025-06-30')?.conversionRate).toBe('2800');
    expect(rateInForce(rates, 'USD', 'CDF', '2026-01-01')?.conversionRate).toBe('2850');
    expect(rateInForce(rates, 'USD', 'CDF', '2024-12-31')).toBeUndefined();
    expect(rateInForce(rates, 'CDF', 'USD', '2026-01-15')).toBeUndefined();
  });

  it('are history once their day has passed', () => {
    expect(rateIsHistory('2026-03-14', today)).toBe(true);
    expect(rateIsHistory('2026-03-15', today)).toBe(false);
  });
});

describe('revenue split', () => {
  it('totals at most 100, summed exactly', () => {
    expect(splitTotal([33.33, 33.33, 33.34])).toBe(100);
    expect(splitTotalExceeded([33.33, 33.33], 33.34)).toBe(false);
    expect(splitTotalExceeded([60, 25, 15], 0.01)).toBe(true);
    expect(splitRoom([60, 25])).toBe(15);
  });
});

describe('establishment scope', () => {
  const all: EstablishmentRef[] = [
    { key: 'hq', type: '2' },
    { key: 'office', type: '2', parentKey: 'hq' },
    { key: 'desk', type: '2', parentKey: 'office' },
    { key: 'other', type: '2' },
  ];

  it("is the caller's establishments and the branches below them", () => {
    expect([...establishmentScope(['office'], all)].sort()).toEqual(['desk', 'office']);
  });

  it('lets create and update reach the same establishments', () => {
    expect(mayWriteEstablishment({ stage: 'create', parentKey: 'office' }, ['office'], all)).toBe(true);
    expect(mayWriteEstablishment({ stage: 'create', parentKey: 'desk' }, ['office'], all)).toBe(true);
    expect(mayWriteEstablishment({ stage: 'create' }, ['office'], all)).toBe(false);
    expect(mayWriteEstablishment({ stage: 'create', parentKey: 'hq' }, ['office'], all)).toBe(false);
    expect(mayWriteEstablishment({ stage: 'update', key: 'desk', parentKey: 'office' }, ['office'], all)).toBe(true);
    expect(mayWriteEstablishment({ stage: 'update', key: 'office', parentKey: 'other' }, ['office'], all)).toBe(true);
    expect(mayWriteEstablishment({ stage: 'update', key: 'desk', parentKey: 'other' }, ['office'], all)).toBe(false);
    expect(mayWriteEstablishment({ stage: 'update', key: 'other' }, ['office'], all)).toBe(false);
    expect(mayWriteEstablishment({ stage: 'delete', key: 'desk' }, ['office'], all)).toBe(true);
  });
});

describe('user rules', () => {
  it('fit the application access to the project type', () => {
    expect(applicationAccessFits('1', '1')).toBe(true);
    expect(applicationAccessFits('1', '2')).toBe(false);
    expect(applicationAccessFits('2', '2')).toBe(true);
    expect(applicationAccessFits('2', '1')).toBe(false);
    expect(applicationAccessFits('9', '1')).toBe(true);
  });

  it("keep a citizen's names and phone on the user linked to them", () => {
    const citizen = { firstName: 'Aline', middleName: 'Kapinga', lastName: 'Mwamba', countryCode: '243', phoneNumber: '812345605' };
    expect(citizenLockedMismatches({ ...citizen, firstName: ' Aline ', phoneNumber: '0812345605' }, citizen)).toEqual([]);
    expect(citizenLockedMismatches({ firstName: 'Alin', lastName: 'Mwamba', phoneNumber: '812345606' }, citizen)).toEqual(['firstName', 'phoneNumber']);
    expect(citizenLockedMismatches({ middleName: '' }, citizen)).toEqual(['middleName']);
  });

  it('name the user that keeps a citizen from being deleted', () => {
    expect(userBlockingCitizenDeletion(['zoe', 'aline'])).toBe('aline');
    expect(userBlockingCitizenDeletion([])).toBeUndefined();
  });
});

describe('references at any depth', () => {
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      ownerKey: { type: 'string', 'x-admin-reference': 'citizens' },
      address: { type: 'object', properties: { streetKey: { type: 'string', 'x-admin-reference': 'streets' } } },
      heirs: { type: 'array', items: { type: 'object', properties: { citizenKey: { type: 'string', 'x-admin-reference': 'citizens' } } } },
    },
  };

  it('are found with their paths', () => {
    expect(referencePaths(schema)).toEqual([
      { path: ['ownerKey'], resource: 'citizens' },
      { path: ['address', 'streetKey'], resource: 'streets' },
      { path: ['heirs', '[]', 'citizenKey'], resource: 'citizens' },
    ]);
    expect(containmentFor(['address', 'streetKey'], 's1')).toEqual({ address: { streetKey: 's1' } });
    expect(containmentFor(['heirs', '[]', 'citizenKey'], 'c1')).toEqual({ heirs: [{ citizenKey: 'c1' }] });
  });

  it('are all moved by a merge, nothing else touched', () => {
    const data = { ownerKey: 'dup', address: { streetKey: 'dup' }, heirs: [{ citizenKey: 'x' }, { citizenKey: 'dup' }] };
    const moved = replaceReferences(schema, data, 'citizens', 'dup', 'kept');
    expect(moved).toEqual({ changed: true, data: { ownerKey: 'kept', address: { streetKey: 'dup' }, heirs: [{ citizenKey: 'x' }, { citizenKey: 'kept' }] } });
    expect(data.ownerKey).toBe('dup');
    expect(replaceReferences(schema, { ownerKey: 'other' }, 'citizens', 'dup', 'kept').changed).toBe(false);
  });
});

describe('unique fields', () => {
  it('are read from x-admin-unique, alone or together with siblings', () => {
    const schema = {
      type: 'object',
      'x-admin-resource': 'x',
      'x-admin-route': 'x',
      'x-admin-access': 'Project',
      properties: { plate: { type: 'string', 'x-admin-unique': true }, day: { type: 'string', 'x-admin-unique': ['from', 'to'] }, other: { type: 'string' } },
    } as EntitySchema;
    expect(uniqueRules(schema)).toEqual([
      { field: 'plate', fields: ['plate'] },
      { field: 'day', fields: ['day', 'from', 'to'] },
    ]);
  });

  it('compare as a clerk does: case and white space do not count', () => {
    expect(uniqueForm(' CD/LSH/RCCM 12 ')).toBe(uniqueForm('cd/lsh/rccm12'));
    expect(uniqueForm('   ')).toBeUndefined();
  });
});

describe('the rule registry', () => {
  it('runs the rules whose facts are at hand and names the field', () => {
    expect(entityViolations('citizens', { dateOfBirth: '2026-03-16' }, { today })).toEqual([
      { field: 'dateOfBirth', code: 'DATE_IN_FUTURE', message: 'dateInFuture', status: 422, params: undefined },
    ]);
    expect(entityViolations('revenueSplits', { percentage: 50 }, { today })).toEqual([]);
    expect(entityViolations('revenueSplits', { percentage: 50 }, { today, otherSplits: [60] }).map((v) => [v.code, v.params])).toEqual([
      ['SPLIT_TOTAL_EXCEEDED', { room: 40 }],
    ]);
    expect(entityViolations('vehicles', { firstRegistrationYear: 2028 }, { today }).map((v) => v.params)).toEqual([{ max: 2027 }]);
    expect(entityViolations('currencyConversions', { fromCurrency: 'USD', toCurrency: 'USD', conversionRate: '0' }, { today }).map((v) => v.field)).toEqual([
      'toCurrency',
      'conversionRate',
    ]);
    expect(
      entityViolations(
        'nomenclatureItems',
        { account: '1.1', validFrom: '2026-01-01' },
        { today, otherNomenclature: [{ account: ' 1.1', validFrom: '2025-01-01' }] },
      ).map((v) => [v.status, v.code]),
    ).toEqual([[409, 'DUPLICATE']]);
    expect(
      entityViolations(
        'nomenclatureItems',
        { account: '1.1', validFrom: '2026-01-01' },
        { today, otherNomenclature: [{ account: '1.1', validFrom: '2025-01-01', validTo: '2025-12-31' }] },
      ),
    ).toEqual([]);
    expect(entityViolations('constructor', {}, { today })).toEqual([]);
    expect(factsNeeded('establishments')).toEqual(['establishments']);
  });

  it('labels a nested field by its own name', () => {
    expect(fieldLabelKey('establishments', 'bankAccounts.usd.bankKey')).toBe('subfields.bankKey');
    expect(fieldLabelKey('vehicles', 'plateNumber')).toBe('resources.vehicles.fields.plateNumber');
  });
});
