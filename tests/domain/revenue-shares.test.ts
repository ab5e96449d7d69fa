import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MINOR_UNITS } from '../../src/domain/money';
import { TREASURY_KEY, basisPointsOf, shareOut, type Beneficiary } from '../../src/domain/revenue-shares';

/** Up to 6 beneficiaries with distinct keys whose basis points total at most 10,000. */
const beneficiaries = fc
  .uniqueArray(fc.stringMatching(/^[a-z]{1,4}$/), { maxLength: 6 })
  .chain((keys) => fc.tuple(fc.constant(keys), fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: keys.length, maxLength: keys.length })))
  .map(([keys, points]) => {
    let room = 10_000;
    return keys.map((key, index): Beneficiary => {
      const basisPoints = Math.min(points[index], room);
      room -= basisPoints;
      return { key, name: key.toUpperCase(), basisPoints };
    });
  });
const amount = fc.integer({ min: -MAX_MINOR_UNITS, max: MAX_MINOR_UNITS });

const byKey = (shares: { key: string; amount: number }[]) => Object.fromEntries(shares.map((share) => [share.key, share.amount]));

describe('shareOut', () => {
  it('shares 10,000 CDF centimes as 33.33 %, 33.33 % and the treasury the rest', () => {
    const shares = shareOut(1_000_000, [
      { key: 'a', name: 'Commune', basisPoints: 3333 },
      { key: 'b', name: 'Division', basisPoints: 3333 },
    ]);
    expect(shares).toEqual([
      { key: 'a', name: 'Commune', basisPoints: 3333, amount: 333_300 },
      { key: 'b', name: 'Division', basisPoints: 3333, amount: 333_300 },
      { key: TREASURY_KEY, name: TREASURY_KEY, basisPoints: 3334, amount: 333_400 },
    ]);
  });

  it('gives the units left over to the largest remainders, ties to the smaller key', () => {
    // 100 × 1/3 each: 33.33 each, one unit left, all remainders equal → the smallest key 'a'.
    const parts = [
      { key: 'c', name: 'C', basisPoints: 3333 },
      { key: 'a', name: 'A', basisPoints: 3333 },
      { key: 'b', name: 'B', basisPoints: 3334 },
    ];
    expect(byKey(shareOut(100, parts))).toEqual({ a: 33, b: 34, c: 33, [TREASURY_KEY]: 0 });
    expect(byKey(shareOut(1, parts))).toEqual({ a: 0, b: 1, c: 0, [TREASURY_KEY]: 0 });
    expect(byKey(shareOut(2, parts))).toEqual({ a: 1, b: 1, c: 0, [TREASURY_KEY]: 0 });
  });

  it('gives everything to the treasury when there is no beneficiary', () => {
    expect(shareOut(4321, [])).toEqual([{ key: TREASURY_KEY, name: TREASURY_KEY, basisPoints: 10_000, amount: 4321 }]);
  });

  it('always sums exactly, never goes against the sign and never pays a 0 % part', () => {
    fc.assert(
      fc.property(amount, beneficiaries, (total, parts) => {
        const shares = shareOut(total, parts);
        expect(shares.reduce((sum, share) => sum + share.amount, 0)).toBe(total);
        for (const share of shares) {
          expect(Math.sign(share.amount) * Math.sign(total)).not.toBe(-1);
          if (share.basisPoints === 0) expect(share.amount).toBe(0);
          // Each share is within one unit of its exact part.
          const exact = (BigInt(Math.abs(total)) * BigInt(share.basisPoints)) / 10_000n;
          expect(Math.abs(share.amount) - Number(exact)).toBeGreaterThanOrEqual(0);
          expect(Math.abs(share.amount) - Number(exact)).toBeLessThanOrEqual(1);
        }
        expect(shares.map((share) => share.key)).toEqual([...parts.map((part) => part.key), TREASURY_KEY]);
        expect(shares.at(-1)!.basisPoints).toBe(10_000 - parts.reduce((sum, part) => sum + part.basisPoints, 0));
      }),
    );
  });

  it('shares the same way whatever the order of the beneficiaries', () => {
    fc.assert(
      fc.property(
        amount,
        beneficiaries.chain((parts) => fc.tuple(fc.constant(parts), fc.shuffledSubarray(parts, { minLength: parts.length }))),
        (total, [parts, shuffled]) => {
          expect(byKey(shareOut(total, shuffled))).toEqual(byKey(shareOut(total, parts)));
        },
      ),
    );
  });

  it('shares a reversal as the exact negation of its payment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_MINOR_UNITS }), beneficiaries, (total, parts) => {
        const reversed = shareOut(-total, parts).map((share) => share.amount);
        expect(reversed).toEqual(shareOut(total, parts).map((share) => (share.amount === 0 ? 0 : -share.amount)));
      }),
    );
  });

  it('refuses more than the whole, negative or fractional basis points, a duplicate key and the treasury key', () => {
    expect(() =>
      shareOut(100, [
        { key: 'a', name: 'A', basisPoints: 6000 },
        { key: 'b', name: 'B', basisPoints: 4001 },
      ]),
    ).toThrow(RangeError);
    expect(() => shareOut(100, [{ key: 'a', name: 'A', basisPoints: -1 }])).toThrow(RangeError);
    expect(() => shareOut(100, [{ key: 'a', name: 'A', basisPoints: 1.5 }])).toThrow(RangeError);
    expect(() =>
      shareOut(100, [
        { key: 'a', name: 'A', basisPoints: 1 },
        { key: 'a', name: 'A', basisPoints: 1 },
      ]),
    ).toThrow(RangeError);
    expect(() => shareOut(100, [{ key: TREASURY_KEY, name: 'T', basisPoints: 1 }])).toThrow(RangeError);
    expect(() => shareOut(0.5, [])).toThrow(RangeError);
  });
});

describe('basisPointsOf', () => {
  it('turns a percentage into whole basis points', () => {
    expect(basisPointsOf(12.5)).toBe(1250);
    expect(basisPointsOf(33.33)).toBe(3333);
    expect(basisPointsOf(100)).toBe(10_000);
    expect(basisPointsOf(0)).toBe(0);
    expect(() => basisPointsOf(100.01)).toThrow(RangeError);
    expect(() => basisPointsOf(-1)).toThrow(RangeError);
  });
});
