import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MINOR_UNITS } from '../../src/domain/money';
import { isPastDue, latePenaltyOf } from '../../src/domain/penalty';

const amount = fc.integer({ min: 0, max: MAX_MINOR_UNITS });

describe('latePenaltyOf: 4% of the amount, rounded once, half-up', () => {
  it('gives 4% of round amounts exactly', () => {
    expect(latePenaltyOf(10_000)).toBe(400);
    expect(latePenaltyOf(2_500)).toBe(100);
  });

  it('rounds to the nearest minor unit', () => {
    // 4% of 13 is 0.52 → 1; of 12 is 0.48 → 0; of 1262 is 50.48 → 50; of 1263 is 50.52 → 51.
    // (An exact half never occurs: 4% of x = k + 0.5 needs x = 25k + 12.5, not a whole amount.)
    expect(latePenaltyOf(13)).toBe(1);
    expect(latePenaltyOf(12)).toBe(0);
    expect(latePenaltyOf(1262)).toBe(50);
    expect(latePenaltyOf(1263)).toBe(51);
  });

  it('is an exact whole number within half a unit of 4%, computed in integers', () => {
    fc.assert(
      fc.property(amount, (minor) => {
        const penalty = latePenaltyOf(minor);
        expect(Number.isSafeInteger(penalty)).toBe(true);
        // Half-up of minor × 4 / 100, in BigInt: (2 × 4 × minor + 100) / 200.
        expect(BigInt(penalty)).toBe((8n * BigInt(minor) + 100n) / 200n);
      }),
    );
  });

  it('is never negative and never more than the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_MINOR_UNITS, max: MAX_MINOR_UNITS }), (minor) => {
        const penalty = latePenaltyOf(minor);
        expect(penalty).toBeGreaterThanOrEqual(0);
        expect(penalty).toBeLessThanOrEqual(Math.max(0, minor));
      }),
    );
  });
});

describe('isPastDue: from the day after the due date', () => {
  it('is false on and before the due date, true the day after', () => {
    expect(isPastDue('2026-03-31', '2026-03-30')).toBe(false);
    expect(isPastDue('2026-03-31', '2026-03-31')).toBe(false);
    expect(isPastDue('2026-03-31', '2026-04-01')).toBe(true);
    expect(isPastDue(null, '2026-04-01')).toBe(false);
  });
});
