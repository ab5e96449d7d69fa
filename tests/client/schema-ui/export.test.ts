import { describe, expect, it } from 'vitest';
import { getEntity } from '../../../src/client/schema-ui/entity-registry';
import { exportFileName, exportRows, referencedKeys, timestamp } from '../../../src/client/schema-ui/list/export-rows';
import { en } from '../../../src/i18n/en';

/** The English catalogue as polyglot reads it, with its `_` fallback. */
const translate = (key: string, options: Record<string, unknown> = {}) => {
  let node: unknown = en;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === 'string' ? node : ((options._ as string | undefined) ?? key);
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name])).split(' |||| ')[0];
};

describe('the export file', () => {
  it('is named after the resource with a YYYYMMDD-HHmmss timestamp', () => {
    const moment = new Date(2026, 2, 5, 9, 7, 3);
    expect(timestamp(moment)).toBe('20260305-090703');
    expect(exportFileName('citizen', moment)).toBe('citizen-20260305-090703.xlsx');
    expect(exportFileName('step-configuration', new Date(2026, 11, 31, 23, 59, 59))).toBe('step-configuration-20261231-235959.xlsx');
  });
});

describe('the export rows', () => {
  it('start with the translated headers of the columns', () => {
    const rows = exportRows(getEntity('citizen'), ['firstName', 'gender', 'dateOfBirth'], [], {}, translate);
    expect(rows).toEqual([
      [
        { value: 'First name', fontWeight: 'bold' },
        { value: 'Gender', fontWeight: 'bold' },
        { value: 'Date of birth', fontWeight: 'bold' },
      ],
    ]);
  });

  it('print values as the list shows them: enums translated, dates DD/MM/YYYY, phones with their code, references named', () => {
    const citizen = getEntity('citizen');
    const records = [
      {
        id: 'c1',
        firstName: 'Amani',
        gender: 'Female',
        dateOfBirth: '2001-03-14',
        contactPhone1: '812345678',
        contactPhone1CountryCode: '243',
        status: 'waiting',
        fatherKey: 'c0',
      },
    ];
    const rows = exportRows(
      citizen,
      ['firstName', 'gender', 'dateOfBirth', 'contactPhone1', 'status', 'fatherKey'],
      records,
      { citizens: { c0: 'Jean Kabila' } },
      translate,
    );
    expect(rows[1].map((cell) => cell.value)).toEqual(['Amani', 'Female', '14/03/2001', '+243 812 345 678', 'Waiting for approval', 'Jean Kabila']);
  });

  it('print money as amount/100 with its currency and keep plain numbers numeric', () => {
    const rental = getEntity('rental');
    const rows = exportRows(rental, ['monthlyRent', 'category'], [{ monthlyRent: { amount: 12550, currency: 'USD' }, category: 'Mixed' }], {}, translate);
    expect(rows[1].map((cell) => cell.value)).toEqual(['$125.50', 'Mixed']);
    const vehicle = exportRows(
      getEntity('vehicle'),
      ['firstRegistrationYear', 'taxes'],
      [{ firstRegistrationYear: 2015, taxes: ['vignette', 'urbanTax'] }],
      {},
      translate,
    );
    expect(vehicle[1]).toEqual([
      { value: 2015, type: Number },
      { value: 'Vignette, Urban tax', type: String },
    ]);
  });

  it('list the referenced keys to name, once each, per referenced resource', () => {
    const records = [
      { ownerKey: 'a', renterKey: 'b', propertyKey: 'p' },
      { ownerKey: 'a', renterKey: 'c', propertyKey: 'p' },
    ];
    expect(referencedKeys(getEntity('rental'), ['ownerKey', 'renterKey', 'propertyKey', 'category'], records)).toEqual({
      citizens: ['a', 'b', 'c'],
      properties: ['p'],
    });
  });
});
