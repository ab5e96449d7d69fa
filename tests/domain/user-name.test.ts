import { describe, expect, it } from 'vitest';
import { normalizeUserName } from '../../src/domain/user-name';

describe('normalizeUserName', () => {
  it('trims, lower-cases and folds compatibility forms to one name', () => {
    expect(normalizeUserName('  Taxateur\t')).toBe('taxateur');
    expect(normalizeUserName('TAXATEUR')).toBe('taxateur');
    expect(normalizeUserName('ｔａｘａｔｅｕｒ')).toBe('taxateur');
    expect(normalizeUserName('\u00a0taxateur\u3000')).toBe('taxateur');
    expect(normalizeUserName('ﬁdele')).toBe('fidele');
  });

  it('keeps composed and decomposed accents as the same name', () => {
    expect(normalizeUserName('Ngoy\u0301')).toBe(normalizeUserName('ngoý'));
    expect(normalizeUserName('KABWE-MÉLANIE')).toBe('kabwe-mélanie');
  });

  it('keeps names that differ in letters apart, and is idempotent', () => {
    expect(normalizeUserName('taxateur1')).not.toBe(normalizeUserName('taxateur'));
    for (const name of ['  Ｋａｂｗｅ ', 'İlunga', 'ÉLODIE']) expect(normalizeUserName(normalizeUserName(name))).toBe(normalizeUserName(name));
  });

  it('reduces a name made only of spaces to nothing', () => {
    expect(normalizeUserName(' \u3000 ')).toBe('');
  });
});
