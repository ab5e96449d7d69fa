import { describe, expect, it } from 'vitest';
import { lineFitsObject, objectProfile, type LineCriteria } from '../../src/domain/tax-line-fit';
import { demoRecords } from '../../src/server/db/seed/demo-records';

/** The demo nomenclature valid today, as the taxation form lists it. */
const lines = demoRecords()
  .filter((r) => r.resource === 'nomenclatureItems' && !r.data.validTo)
  .map((r) => ({ key: r.key, ...(r.data as unknown as LineCriteria) }));
const fitting = (taxType: 'vehicle' | 'property' | 'rental', data: Record<string, unknown>, kind: 'citizen' | 'organization' = 'citizen') =>
  lines
    .filter((line) => lineFitsObject(line, objectProfile(taxType, data), kind))
    .map((line) => line.key)
    .sort();

describe('the lines that fit an object', () => {
  it('a 9 CV car: the 1–10 CV vignette, the passenger road tax and the light technical control, never the motorcycle line', () => {
    expect(fitting('vehicle', { category: 'Car', fiscalHorsePower: 9 })).toEqual(['nom-ct-leger', 'nom-tscr-tourisme', 'nom-vignette-10cv']);
    expect(fitting('vehicle', { category: 'Car', fiscalHorsePower: 14 })).toContain('nom-vignette-15cv');
    expect(fitting('vehicle', { category: 'Car', fiscalHorsePower: 18 })).toContain('nom-vignette-16cv');
  });

  it('a motorcycle: its own vignette and urban tax; a car whose horsepower was never recorded fits no band', () => {
    expect(fitting('vehicle', { category: 'Motorcycle', fiscalHorsePower: 1 })).toEqual(['nom-ct-leger', 'nom-urbaine-moto', 'nom-vignette-moto']);
    expect(fitting('vehicle', { category: 'Car' }).filter((key) => key.startsWith('nom-vignette'))).toEqual([]);
  });

  it('a property of rank 2 is offered only the rank 2 line; a plot of land only the land line', () => {
    expect(fitting('property', { rang: '2', nature: 'Residential' })).toEqual(['nom-foncier-rang2']);
    expect(fitting('property', { rang: '4', nature: 'Commercial' })).toEqual(['nom-foncier-rang4', 'nom-foncier-rang4-cdf']);
    expect(fitting('property', { rang: '3', nature: 'Land' })).toEqual(['nom-foncier-terrain']);
  });

  it('a lease is taxed in its rent currency and by its usage: a dollar lease never on the "bail en francs" line', () => {
    expect(fitting('rental', { category: 'Residential', monthlyRent: { amount: 22_000, currency: 'USD' } })).toEqual(['nom-irl-residentiel']);
    expect(fitting('rental', { category: 'Residential', monthlyRent: { amount: 62_700_000, currency: 'CDF' } })).toEqual(['nom-irl-residentiel-cdf']);
    expect(fitting('rental', { category: 'Commercial', monthlyRent: { amount: 22_000, currency: 'USD' } })).toEqual(['nom-irl-commercial']);
  });

  it('a line without criteria fits every object of its type, and a line of another type none', () => {
    const open: LineCriteria = { taxType: 'vehicle', taxFactorCitizen: { amount: 1, currency: 'USD' }, taxFactorOrganization: { amount: 1, currency: 'USD' } };
    expect(lineFitsObject(open, objectProfile('vehicle', { category: 'Truck' }), 'organization')).toBe(true);
    expect(lineFitsObject(open, objectProfile('property', { rang: '1' }), 'citizen')).toBe(false);
    expect(lineFitsObject({ ...open, taxType: 'fee' }, objectProfile('fee', undefined), 'citizen')).toBe(true);
  });
});
