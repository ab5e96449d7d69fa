import { describe, expect, it } from 'vitest';
import {
  earliestOverlappingStart,
  familyTwice,
  findTaxationClash,
  parentArticle,
  periodEndOf,
  periodsShareDays,
  taxFamilyOf,
  type TaxationOfObject,
} from '../../src/domain/tax-family';

const note = (overrides: Partial<TaxationOfObject> & { reference?: string } = {}): TaxationOfObject & { reference: string } => ({
  reference: 'HKR-2026-0001926-D',
  taxType: 'vehicle',
  taxpayerKey: 'cit-1',
  objectKey: 'veh-1',
  period: 'yearly',
  periodStart: '2026-01-01',
  lines: [{ account: '1.1.02.02', reason: 'Vignette — véhicule de 1 à 10 CV' }],
  ...overrides,
});

describe('tax families', () => {
  it('are the parent article of the account within the tax type', () => {
    expect(parentArticle('1.1.02.01')).toBe('1.1.02');
    expect(parentArticle(' 1.1.03.03 ')).toBe('1.1.03');
    expect(parentArticle('9')).toBe('9');
    expect(taxFamilyOf('vehicle', '1.1.02.01')).toBe(taxFamilyOf('vehicle', '1.1.02.05'));
    expect(taxFamilyOf('vehicle', '1.1.02.01')).not.toBe(taxFamilyOf('vehicle', '1.2.01.01'));
    expect(taxFamilyOf('rental', '1.1.03.01')).toBe(taxFamilyOf('rental', '1.1.03.03'));
  });

  it('periods end the day after their last day and overlap when they share a day', () => {
    expect(periodEndOf('yearly', '2026-01-01')).toBe('2027-01-01');
    expect(periodEndOf('quarterly', '2026-10-01')).toBe('2027-01-01');
    expect(periodEndOf('monthly', '2026-11-01')).toBe('2026-12-01');
    expect(periodEndOf('once', '2026-02-28')).toBe('2026-03-01');
    expect(earliestOverlappingStart('2026-03-01')).toBe('2025-03-01');
    expect(periodsShareDays({ period: 'quarterly', periodStart: '2026-10-01' }, { period: 'monthly', periodStart: '2026-11-01' })).toBe(true);
    expect(periodsShareDays({ period: 'monthly', periodStart: '2026-11-01' }, { period: 'monthly', periodStart: '2026-12-01' })).toBe(false);
    expect(periodsShareDays({ period: 'yearly', periodStart: '2025-01-01' }, { period: 'yearly', periodStart: '2026-01-01' })).toBe(false);
  });
});

describe('the duplicate rule', () => {
  it('finds the live note of the same object, family and period, whichever line or taxpayer (D2)', () => {
    const motorcycle = note({ lines: [{ account: '1.1.02.01' }] });
    const clash = findTaxationClash([note()], motorcycle);
    expect(clash).toMatchObject({ note: { reference: 'HKR-2026-0001926-D' }, line: { account: '1.1.02.02' }, sameAccount: false });
    expect(findTaxationClash([note()], note({ taxpayerKey: 'new-owner' }))?.sameAccount).toBe(true);
  });

  it('lets another family, another object or another period through', () => {
    expect(findTaxationClash([note()], note({ lines: [{ account: '1.2.01.01' }] }))).toBeUndefined();
    expect(findTaxationClash([note()], note({ objectKey: 'veh-2' }))).toBeUndefined();
    expect(findTaxationClash([note()], note({ periodStart: '2027-01-01' }))).toBeUndefined();
  });

  it('for a lease, a quarter clashes with a month inside it', () => {
    const month = note({ taxType: 'rental', objectKey: 'rent-75', period: 'monthly', periodStart: '2026-11-01', lines: [{ account: '1.1.03.01' }] });
    expect(findTaxationClash([month], { ...month, period: 'quarterly', periodStart: '2026-10-01', lines: [{ account: '1.1.03.03' }] })).toBeDefined();
    expect(findTaxationClash([month], { ...month, periodStart: '2026-12-01' })).toBeUndefined();
  });

  it('keeps fees (no object) to the same taxpayer, period start and account: a stall and a shop are two charges', () => {
    const stall = note({ taxType: 'fee', objectKey: null, period: 'monthly', periodStart: '2026-11-01', lines: [{ account: '1.3.03.01' }] });
    expect(findTaxationClash([stall], stall)).toBeDefined();
    expect(findTaxationClash([stall], { ...stall, lines: [{ account: '1.3.03.02' }] })).toBeUndefined();
    expect(findTaxationClash([stall], { ...stall, taxpayerKey: 'cit-2' })).toBeUndefined();
  });

  it('refuses two lines of one family on one note of an object, not on a fee', () => {
    expect(familyTwice('vehicle', 'veh-1', ['1.1.02.02', '1.1.02.01'])).toBe(true);
    expect(familyTwice('vehicle', 'veh-1', ['1.1.02.02', '1.2.01.01', '1.2.02.01'])).toBe(false);
    expect(familyTwice('fee', null, ['1.3.03.01', '1.3.03.02'])).toBe(false);
  });
});
