import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCharacter, completeReference, formatReference, isValidReference, normalizeReference } from '../../src/domain/tax-reference';

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ*';
// One in 37 references ends with '*', the 37th check value: it is checked like any other.
const starred = Array.from({ length: 200 }, (_, i) => formatReference('HKR', 2026, i + 1)).find((reference) => reference.endsWith('*'))!;
const samples = [
  starred,
  formatReference('HKR', 2026, 123),
  formatReference('MPT', 2025, 1),
  formatReference('KINSHASA', 2030, 9_999_999),
  formatReference('HKR', 2026, 4_567_890),
];

describe('formatReference', () => {
  it('writes prefix, year, a 7-digit sequence and a check character', () => {
    expect(formatReference('HKR', 2026, 123)).toMatch(/^HKR-2026-0000123-[0-9A-Z*]$/);
    expect(formatReference('HKR', 2026, 123)).toBe(`HKR-2026-0000123-${checkCharacter('HKR20260000123')}`);
    expect(starred).toMatch(/^HKR-2026-0000[0-9]{3}-\*$/);
  });

  it('refuses a prefix, year or sequence it cannot write', () => {
    expect(() => formatReference('hkr', 2026, 1)).toThrow(RangeError);
    expect(() => formatReference('H-K', 2026, 1)).toThrow(RangeError);
    expect(() => formatReference('HK2', 2026, 1)).toThrow(RangeError);
    expect(() => formatReference('HKR', 26, 1)).toThrow(RangeError);
    expect(() => formatReference('HKR', 2026, 0)).toThrow(RangeError);
    expect(() => formatReference('HKR', 2026, 10_000_000)).toThrow(RangeError);
  });

  it('computes the ISO 7064 MOD 37-2 check character', () => {
    // Worked by hand: 'A1' → (2·(2·0 + 10) + 1) mod 37 = 21; check = (1 − 2·21) mod 37 = 33 → 'X'.
    expect(checkCharacter('A1')).toBe('X');
  });
});

describe('isValidReference', () => {
  it('accepts every formatted reference', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z]{1,10}$/),
        fc.integer({ min: 2000, max: 2100 }),
        fc.integer({ min: 1, max: 9_999_999 }),
        (prefix, year, sequence) => {
          expect(isValidReference(formatReference(prefix, year, sequence))).toBe(true);
        },
      ),
    );
  });

  it('accepts lower case, spaces and missing hyphens as the same reference', () => {
    const reference = samples[1];
    expect(isValidReference(reference.toLowerCase())).toBe(true);
    expect(isValidReference(reference.replace(/-/g, ''))).toBe(true);
    expect(isValidReference(` ${reference.replace(/-/g, ' ')} `)).toBe(true);
    expect(normalizeReference(reference.toLowerCase().replace(/-/g, ''))).toBe(reference);
  });

  it('refuses text without the shape of a reference', () => {
    for (const bad of ['', 'HKR', 'HKR-2026-123-K', '2026-0000123-K', 'HKR-2026-0000123', 'HKR-2026-0000123-KK', 'HKR_2026_0000123_K', 'HKR-2026-00001234-K']) {
      expect(isValidReference(bad)).toBe(false);
      expect(normalizeReference(bad)).toBeUndefined();
    }
  });

  it('refuses every single-character substitution', () => {
    for (const reference of samples) {
      const compact = reference.replace(/-/g, '');
      let tried = 0;
      for (let i = 0; i < compact.length; i++) {
        for (const char of CHARACTERS) {
          if (char === compact[i]) continue;
          const changed = compact.slice(0, i) + char + compact.slice(i + 1);
          tried++;
          expect(isValidReference(changed), changed).toBe(false);
        }
      }
      expect(tried).toBe(compact.length * (CHARACTERS.length - 1));
    }
  });

  it('refuses every swap of two adjacent different characters, the check character included', () => {
    for (const reference of samples) {
      const compact = reference.replace(/-/g, '');
      for (let i = 0; i + 1 < compact.length; i++) {
        if (compact[i] === compact[i + 1]) continue;
        const swapped = compact.slice(0, i) + compact[i + 1] + compact[i] + compact.slice(i + 2);
        expect(isValidReference(swapped), swapped).toBe(false);
      }
    }
  });

  it('refuses every adjacent swap in bodies of all characters, not only these samples', () => {
    // Any two different characters swapped after any running sum: covers every position of every body.
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z][A-Z0-9]{2,20}$/), fc.nat(), (body, position) => {
        const text = body + checkCharacter(body);
        const i = position % (text.length - 1);
        fc.pre(text[i] !== text[i + 1] && /^[0-9A-Z]$/.test(text[i + 1]));
        const swapped = text.slice(0, i) + text[i + 1] + text[i] + text.slice(i + 2);
        const swappedBody = swapped.slice(0, -1);
        expect(/[*]/.test(swappedBody) || checkCharacter(swappedBody) !== swapped.slice(-1)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('completeReference', () => {
  it('adds the check character to a reference typed without it, however it was spaced', () => {
    for (const sequence of [12, 20, 123, 9_999_999]) {
      const full = formatReference('HKR', 2025, sequence);
      const body = full.slice(0, -2);
      expect(completeReference(body)).toBe(full);
      expect(completeReference(body.toLowerCase().replace(/-/g, ' '))).toBe(full);
    }
  });

  it('leaves alone a full reference, a shorter sequence and text that is not a reference', () => {
    expect(completeReference('HKR-2025-0000012-*')).toBeUndefined();
    expect(completeReference('HKR-2025-000012')).toBeUndefined();
    expect(completeReference('Kalenga')).toBeUndefined();
    expect(completeReference('0812223344')).toBeUndefined();
  });
});
