import { describe, expect, it } from 'vitest';
import { isProbableDuplicate, looksLikeTwins, type BirthIdentity } from '../../src/domain/health-duplicates';

const declared = (childFirstName: string, overrides: Partial<BirthIdentity> = {}): BirthIdentity => ({
  hospitalKey: 'est-sendwe',
  dateOfBirth: '2026-11-20',
  childFirstName,
  childLastName: 'Ilunga',
  motherFirstName: 'Odette',
  motherLastName: 'Ilunga',
  ...overrides,
});

describe('twins among probable duplicates (admin-health C7)', () => {
  it('same mother, day and hospital with other names: still flagged, and read as possible twins', () => {
    expect(isProbableDuplicate(declared('Merveille'), declared('Grâce'))).toBe(true);
    expect(looksLikeTwins(declared('Merveille'), declared('Grâce'))).toBe(true);
  });
  it('a name retyped with a slip is one child declared twice, not twins', () => {
    expect(looksLikeTwins(declared('Merveille'), declared('Merveile'))).toBe(false);
  });
  it('another day, hospital or mother is not twins', () => {
    expect(looksLikeTwins(declared('Merveille'), declared('Grâce', { dateOfBirth: '2026-11-21' }))).toBe(false);
    expect(looksLikeTwins(declared('Merveille'), declared('Grâce', { hospitalKey: 'est-other' }))).toBe(false);
    expect(looksLikeTwins(declared('Merveille'), declared('Grâce', { motherFirstName: 'Nadine' }))).toBe(false);
  });
});
