import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageingBucket } from '../../src/domain/ageing';
import { exchangeDifference } from '../../src/domain/exchange-difference';
import { allocateOverItems } from '../../src/domain/item-allocation';
import { convertMinor, MAX_MINOR_UNITS } from '../../src/domain/money';

describe('ageingBucket', () => {
  it('keeps the due date itself and earlier days out of every bucket', () => {
    expect([ageingBucket(-5), ageingBucket(0)]).toEqual([null, null]);
  });

  it('puts each bucket boundary in the bucket it closes', () => {
    expect([1, 30, 31, 60, 61, 90, 91, 4000].map(ageingBucket)).toEqual(['d0to30', 'd0to30', 'd31to60', 'd31to60', 'd61to90', 'd61to90', 'd90plus', 'd90plus']);
  });
});

describe('allocateOverItems', () => {
  it('spreads 100 units over three equal items as 33, 33, 34', () => {
    expect(allocateOverItems(100, [5, 5, 5])).toEqual([33, 33, 34]);
  });

  it('spreads a reversal as the exact opposite of its payment', () => {
    expect(allocateOverItems(-100, [5, 5, 5])).toEqual([-33, -33, -34]);
    expect(allocateOverItems(-1, [1, 1])).toEqual([0, -1]);
  });

  it('weighs items one each when every weight is zero', () => {
    expect(allocateOverItems(7, [0, 0])).toEqual([3, 4]);
  });

  it('refuses a note without items and fractional amounts', () => {
    expect(() => allocateOverItems(10, [])).toThrow(RangeError);
    expect(() => allocateOverItems(1.5, [1])).toThrow(RangeError);
  });

  const weights = fc.array(fc.integer({ min: 0, max: MAX_MINOR_UNITS }), { minLength: 1, maxLength: 6 });
  const total = fc.integer({ min: -MAX_MINOR_UNITS, max: MAX_MINOR_UNITS });

  it('gives shares that add up exactly, never of the opposite sign, within one unit of proportional', () => {
    fc.assert(
      fc.property(total, weights, (amount, w) => {
        const shares = allocateOverItems(amount, w);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
        const used = w.every((x) => x === 0) ? w.map(() => 1) : w;
        const whole = used.reduce((sum, x) => sum + BigInt(x), 0n);
        shares.forEach((share, i) => {
          expect(Math.sign(share) * Math.sign(amount)).toBeGreaterThanOrEqual(0);
          // |share·W − amount·w| < W: the share is within one unit of amount·w/W.
          const gap = BigInt(share) * whole - BigInt(amount) * BigInt(used[i]);
          expect(gap < whole && gap > -whole).toBe(true);
        });
      }),
    );
  });

  it('spreads a payment and its reversal to shares that cancel item by item', () => {
    fc.assert(
      fc.property(total, weights, (amount, w) => {
        const back = allocateOverItems(-amount, w);
        allocateOverItems(amount, w).forEach((share, i) => expect(share + back[i]).toBe(0));
      }),
    );
  });
});

describe('exchangeDifference', () => {
  it('is zero for a payment in the note currency', () => {
    expect(exchangeDifference({ paidAmount: 500, paidCurrency: 'USD', settledAmount: 500, settledCurrency: 'USD' }, '2800')).toBe(0);
  });

  it('values CDF received for a USD note at the note’s frozen rate', () => {
    // 100.00 USD due; paid 290,000.00 CDF at 2,900 on the day; at the frozen 2,800 that is 103.57 USD.
    const payment = { paidAmount: 29_000_000, paidCurrency: 'CDF', settledAmount: 10_000, settledCurrency: 'USD' } as const;
    expect(exchangeDifference(payment, '2800')).toBe(357);
    expect(exchangeDifference({ ...payment, paidAmount: -29_000_000, settledAmount: -10_000 }, '2800')).toBe(-357);
  });

  it('values USD received for a CDF note, rounding half away from zero once', () => {
    // 285,050.00 CDF due, paid 100.00 USD at 2,850.50; at the frozen 2,800.005 those are worth 280,000.50 CDF.
    const payment = { paidAmount: 10_000, paidCurrency: 'USD', settledAmount: 28_505_000, settledCurrency: 'CDF' } as const;
    expect(exchangeDifference(payment, '2800.005')).toBe(28_000_050 - 28_505_000);
    expect(convertMinor(1, 'USD', 'CDF', '2800.005')).toBe(2800);
  });
});
