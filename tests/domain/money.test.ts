import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINOR_DIGITS, convertMinor, isDecimalText, minorToDecimalText, multiplyHalfUp, otherCurrency } from '../../src/domain/money';

/** A decimal string as an exact fraction: '12.05' → 1205 / 100. */
function fraction(text: string): { num: bigint; den: bigint } {
  const [whole, decimals = ''] = text.split('.');
  return { num: BigInt(whole + decimals), den: 10n ** BigInt(decimals.length) };
}

/** num / den rounded half-up for non-negative values, in BigInt only: the reference result. */
const roundHalfUp = (num: bigint, den: bigint) => (2n * num + den) / (2n * den);

const decimalText = fc
  .tuple(fc.bigInt({ min: 0n, max: 999_999n }), fc.option(fc.stringMatching(/^[0-9]{1,6}$/), { nil: undefined }))
  .map(([whole, decimals]) => (decimals === undefined ? String(whole) : `${whole}.${decimals}`));
const rate = fc.tuple(fc.integer({ min: 1, max: 99_999 }), fc.stringMatching(/^[0-9]{1,6}$/)).map(([whole, decimals]) => `${whole}.${decimals}`);

describe('multiplyHalfUp', () => {
  it('multiplies exactly and rounds once at the end', () => {
    expect(multiplyHalfUp(1250, ['0.5', '3'])).toBe(1875);
    // Rounding each partial product would give 1 × 3 = 3 instead of 0.5 × 3 = 1.5 → 2.
    expect(multiplyHalfUp(1, ['0.5', '3'])).toBe(2);
    expect(multiplyHalfUp(3, ['0.1', '0.1', '100'])).toBe(3);
    expect(multiplyHalfUp(700, [])).toBe(700);
  });

  it('rounds a half up and anything below it down', () => {
    expect(multiplyHalfUp(5, ['0.1'])).toBe(1);
    expect(multiplyHalfUp(15, ['0.1'])).toBe(2);
    expect(multiplyHalfUp(1, ['0.499999'])).toBe(0);
    expect(multiplyHalfUp(1, ['1.5'])).toBe(2);
    expect(multiplyHalfUp(1, ['2.5'])).toBe(3);
  });

  it('refuses a factor that is no plain decimal, and a result beyond 2^53', () => {
    for (const bad of ['', '1e3', '-2', '1,5', ' 1', 'NaN']) expect(() => multiplyHalfUp(100, [bad])).toThrow(RangeError);
    expect(() => multiplyHalfUp(900719925474099, ['100'])).toThrow(RangeError);
    expect(() => multiplyHalfUp(0.5, ['1'])).toThrow(RangeError);
  });

  it('equals an exact BigInt computation and answers a safe integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.array(decimalText, { maxLength: 3 }), (minor, factors) => {
        let num = BigInt(minor);
        let den = 1n;
        for (const factor of factors) {
          const part = fraction(factor);
          num *= part.num;
          den *= part.den;
        }
        const expected = roundHalfUp(num, den);
        if (expected > BigInt(Number.MAX_SAFE_INTEGER)) {
          expect(() => multiplyHalfUp(minor, factors)).toThrow(RangeError);
          return;
        }
        const result = multiplyHalfUp(minor, factors);
        expect(Number.isSafeInteger(result)).toBe(true);
        expect(BigInt(result)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('rounds every exact half up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (n) => {
        // (2n + 1) × 0.5 is exactly n + 0.5.
        expect(multiplyHalfUp(2 * n + 1, ['0.5'])).toBe(n + 1);
      }),
    );
  });
});

describe('convertMinor', () => {
  it('multiplies from USD to CDF and divides from CDF to USD, half-up', () => {
    expect(convertMinor(100, 'USD', 'CDF', '2800.5')).toBe(280050);
    expect(convertMinor(280050, 'CDF', 'USD', '2800.5')).toBe(100);
    expect(convertMinor(1400, 'CDF', 'USD', '2800')).toBe(1);
    expect(convertMinor(1399, 'CDF', 'USD', '2800')).toBe(0);
    expect(convertMinor(3, 'USD', 'CDF', '0.5')).toBe(2);
    expect(convertMinor(1234, 'USD', 'USD', '2800')).toBe(1234);
  });

  it('refuses a rate of zero or that is no decimal', () => {
    for (const bad of ['0', '0.000', '', 'abc', '-5']) expect(() => convertMinor(100, 'USD', 'CDF', bad)).toThrow(RangeError);
  });

  it('equals the exact BigInt conversion in both directions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), rate, (minor, r) => {
        const { num, den } = fraction(r);
        expect(BigInt(convertMinor(minor, 'USD', 'CDF', r))).toBe(roundHalfUp(BigInt(minor) * num, den));
        expect(BigInt(convertMinor(minor, 'CDF', 'USD', r))).toBe(roundHalfUp(BigInt(minor) * den, num));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps a round trip within its bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), rate, (minor, r) => {
        const rateValue = Number(r);
        // Dollars to francs and back is exact whenever a dollar is worth at least a franc (rate ≥ 1 here).
        expect(convertMinor(convertMinor(minor, 'USD', 'CDF', r), 'CDF', 'USD', r)).toBe(minor);
        // Francs to dollars and back: off by at most half a rate (the dollar rounding) plus half a unit.
        const back = convertMinor(convertMinor(minor, 'CDF', 'USD', r), 'USD', 'CDF', r);
        expect(Math.abs(back - minor)).toBeLessThanOrEqual(rateValue / 2 + 0.5);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('money helpers', () => {
  it('names the other currency and the minor digits', () => {
    expect(otherCurrency('USD')).toBe('CDF');
    expect(otherCurrency('CDF')).toBe('USD');
    expect(MINOR_DIGITS).toEqual({ USD: 2, CDF: 2 });
  });

  it('writes minor units as a major-unit decimal without trailing zeros', () => {
    expect(minorToDecimalText(125000, 'USD')).toBe('1250');
    expect(minorToDecimalText(1250, 'CDF')).toBe('12.5');
    expect(minorToDecimalText(7, 'USD')).toBe('0.07');
    expect(minorToDecimalText(0, 'USD')).toBe('0');
  });

  it('accepts the decimal text of step values and rates only', () => {
    for (const good of ['0', '12', '12.5', '999999999999.999999']) expect(isDecimalText(good)).toBe(true);
    for (const bad of ['', '.5', '5.', '1e3', '-1', '1234567890123', '1.1234567', 12]) expect(isDecimalText(bad)).toBe(false);
  });
});
