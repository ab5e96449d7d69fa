import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AmountOutOfRangeError,
  StepValueError,
  autoStepValue,
  computeItem,
  dueDateFrom,
  factorPercent,
  formulaText,
  invalidSteps,
  periodMonths,
  periodStartOf,
  propertyFacts,
  rentalFacts,
  stepsForTaxType,
  vehicleFacts,
  type ItemStep,
} from '../../src/domain/tax-computation';

const step = (stepKey: string, value: string, includeInCalculation = true): ItemStep => ({
  stepKey,
  labelName: `Label ${stepKey}`,
  value,
  stepMode: 'user',
  includeInCalculation,
});

describe('computeItem', () => {
  it('multiplies the factor by every included step, rounded once half-up', () => {
    const result = computeItem({
      factor: { amount: 125, currency: 'USD' },
      steps: [step('measuredArea', '100.5'), step('rang', '7', false), step('months', '12')],
    });
    // 1.25 × 100.5 × 12 = 1507.50 USD; 125 × 100.5 × 12 = 150750 minor units exactly.
    expect(result).toEqual({
      amount: 150750,
      currency: 'USD',
      lines: [
        { kind: 'factor', amount: 125, currency: 'USD' },
        { kind: 'step', stepKey: 'measuredArea', labelName: 'Label measuredArea', value: '100.5' },
        { kind: 'step', stepKey: 'months', labelName: 'Label months', value: '12' },
        { kind: 'result', amount: 150750, currency: 'USD' },
      ],
    });
    expect(formulaText(result)).toBe('USD 1.25 × Label measuredArea 100.5 × Label months 12 = USD 1507.5');
  });

  it('rounds half-up once at the end, not per step', () => {
    // 1 × 0.5 × 3 = 1.5 → 2; rounding after the first step would give 1 × 3 = 3.
    expect(computeItem({ factor: { amount: 1, currency: 'CDF' }, steps: [step('a', '0.5'), step('b', '3')] }).amount).toBe(2);
    expect(computeItem({ factor: { amount: 1, currency: 'CDF' }, steps: [step('a', '0.49')] }).amount).toBe(0);
  });

  it('is the factor alone when no step is included', () => {
    expect(computeItem({ factor: { amount: 5000, currency: 'CDF' }, steps: [step('note', 'anything', false)] }).amount).toBe(5000);
  });

  it('throws a StepValueError naming the first included step without a number', () => {
    for (const bad of ['', 'ten', '-1', '1e3', '1,5', '1.1234567']) {
      const steps = [step('months', '12'), { ...step('measuredArea', bad), labelName: 'Area' }];
      expect(invalidSteps(steps).map((s) => s.stepKey)).toEqual(['measuredArea']);
      try {
        computeItem({ factor: { amount: 100, currency: 'USD' }, steps });
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(StepValueError);
        expect(error).toMatchObject({ stepKey: 'measuredArea', labelName: 'Area' });
      }
    }
  });

  it('throws AmountOutOfRangeError beyond the largest amount', () => {
    expect(() => computeItem({ factor: { amount: 900719925474099, currency: 'USD' }, steps: [step('a', '2')] })).toThrow(AmountOutOfRangeError);
    expect(() => computeItem({ factor: { amount: 1_000_000, currency: 'USD' }, steps: [step('a', '999999999999'), step('b', '999999999999')] })).toThrow(
      AmountOutOfRangeError,
    );
  });

  it('equals an exact BigInt computation for any values', () => {
    const value = fc
      .tuple(fc.bigInt({ min: 0n, max: 99_999n }), fc.option(fc.stringMatching(/^[0-9]{1,6}$/), { nil: undefined }))
      .map(([whole, decimals]) => (decimals === undefined ? String(whole) : `${whole}.${decimals}`));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.array(value, { maxLength: 3 }), (factor, values) => {
        let num = BigInt(factor);
        let den = 1n;
        for (const text of values) {
          const [whole, decimals = ''] = text.split('.');
          num *= BigInt(whole + decimals);
          den *= 10n ** BigInt(decimals.length);
        }
        const expected = (2n * num + den) / (2n * den);
        const steps = values.map((v, i) => step(`s${i}`, v));
        if (expected > 900719925474099n) {
          expect(() => computeItem({ factor: { amount: factor, currency: 'USD' }, steps })).toThrow(AmountOutOfRangeError);
          return;
        }
        const { amount } = computeItem({ factor: { amount: factor, currency: 'USD' }, steps });
        expect(Number.isSafeInteger(amount)).toBe(true);
        expect(BigInt(amount)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('autoStepValue', () => {
  const property = { measuredAreaM2: 600.25, buildings: [{ name: 'Block A', areaM2: 120 }, { name: 'Basement 1' }] };

  it('reads the parcel area, or the area of the chosen building when it has one', () => {
    expect(autoStepValue('measuredArea', propertyFacts(property), 'yearly')).toBe('600.25');
    expect(autoStepValue('measuredArea', propertyFacts(property, 'Block A'), 'yearly')).toBe('120');
    expect(autoStepValue('measuredArea', propertyFacts(property, 'Basement 1'), 'yearly')).toBe('600.25');
    expect(autoStepValue('measuredArea', { measuredAreaM2: 0.1234567 }, 'once')).toBe('0.123457');
    expect(autoStepValue('measuredArea', {}, 'once')).toBeUndefined();
  });

  it("reads a vehicle's horse power, seats and weight", () => {
    const facts = vehicleFacts({ fiscalHorsePower: 11, seats: 5, weightKg: 1450 });
    expect([autoStepValue('fiscalHorsePower', facts, 'yearly'), autoStepValue('seats', facts, 'yearly'), autoStepValue('weight', facts, 'yearly')]).toEqual([
      '11',
      '5',
      '1450',
    ]);
    expect(autoStepValue('seats', vehicleFacts({}), 'yearly')).toBeUndefined();
  });

  it('reads the monthly rent in major units of the factor currency', () => {
    expect(autoStepValue('monthlyRent', { monthlyRent: 125000 }, 'monthly')).toBe('1250');
    expect(autoStepValue('monthlyRent', rentalFacts({ monthlyRent: { amount: 125000, currency: 'USD' } }, 'USD', '2800'), 'monthly')).toBe('1250');
    // 1250 USD at 2800 CDF per dollar is 3,500,000 CDF.
    expect(autoStepValue('monthlyRent', rentalFacts({ monthlyRent: { amount: 125000, currency: 'USD' } }, 'CDF', '2800'), 'monthly')).toBe('3500000');
    expect(autoStepValue('monthlyRent', rentalFacts({}, 'CDF', '2800'), 'monthly')).toBeUndefined();
  });

  it('counts the months of the period for any object, and knows no other key', () => {
    expect((['once', 'monthly', 'quarterly', 'yearly'] as const).map((p) => autoStepValue('months', {}, p))).toEqual(['1', '1', '3', '12']);
    expect(periodMonths('quarterly')).toBe(3);
    expect(autoStepValue('rang', { measuredAreaM2: 3 }, 'once')).toBeUndefined();
  });
});

describe('steps, due dates and periods', () => {
  it('keeps the steps of the tax type and the untyped ones, in sequence', () => {
    const steps = [
      { stepKey: 'c', sequence: 3 },
      { stepKey: 'v', sequence: 1, taxType: 'vehicle' as const },
      { stepKey: 'p', sequence: 2, taxType: 'property' as const },
      { stepKey: 'a', sequence: 0 },
    ];
    expect(stepsForTaxType(steps, 'property').map((s) => s.stepKey)).toEqual(['a', 'p', 'c']);
    expect(stepsForTaxType(steps, 'fee').map((s) => s.stepKey)).toEqual(['a', 'c']);
  });

  it('adds the due-date days in calendar days, across months and leap years', () => {
    expect(dueDateFrom('2026-01-15', 30)).toBe('2026-02-14');
    expect(dueDateFrom('2028-02-28', 1)).toBe('2028-02-29');
    expect(dueDateFrom('2026-12-31', 0)).toBe('2026-12-31');
    expect(() => dueDateFrom('2026-02-30', 1)).toThrow(RangeError);
    expect(() => dueDateFrom('2026-01-01', -1)).toThrow(RangeError);
  });

  it('starts a period on its first day', () => {
    expect(periodStartOf('monthly', '2026-05-17')).toBe('2026-05-01');
    expect(periodStartOf('quarterly', '2026-05-17')).toBe('2026-04-01');
    expect(periodStartOf('quarterly', '2026-12-31')).toBe('2026-10-01');
    expect(periodStartOf('yearly', '2026-05-17')).toBe('2026-01-01');
    expect(periodStartOf('once', '2026-05-17')).toBe('2026-05-17');
  });
});

describe('factorPercent', () => {
  it('reads a factor multiplying the rent as a percentage of it, and a price per unit as no percentage', () => {
    expect(factorPercent({ amount: 22, currency: 'USD' }, ['monthlyRent', 'months'])).toBe('22');
    expect(factorPercent({ amount: 1250, currency: 'CDF' }, ['monthlyRent'])).toBe('1250');
    expect(factorPercent({ amount: 5, currency: 'USD' }, ['monthlyRent'])).toBe('5');
    expect(factorPercent({ amount: 1520, currency: 'USD' }, ['measuredArea', 'months'])).toBeUndefined();
  });
});
