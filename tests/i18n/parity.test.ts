import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';

/** Flattens a catalogue to polyglot's dotted keys ('shell.userMenu.profile' → text). */
function flatten(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (node === null || typeof node !== 'object') {
    out.set(prefix, node);
    return out;
  }
  for (const [key, value] of Object.entries(node)) {
    for (const [k, v] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: unknown): string[] => (typeof text === 'string' ? [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort() : []);

describe('en and fr catalogues', () => {
  const english = flatten(en);
  const french = flatten(fr);

  it('have exactly the same keys', () => {
    const onlyEnglish = [...english.keys()].filter((k) => !french.has(k));
    const onlyFrench = [...french.keys()].filter((k) => !english.has(k));
    expect({ onlyEnglish, onlyFrench }).toEqual({ onlyEnglish: [], onlyFrench: [] });
  });

  it('hold a non-empty string under every key', () => {
    const bad = [...english, ...french].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it('use the same %{placeholders} in both languages', () => {
    const mismatched = [...english.keys()].filter((k) => placeholders(english.get(k)).join() !== placeholders(french.get(k)).join());
    expect(mismatched).toEqual([]);
  });

  it('keep the product messages verbatim in English', () => {
    expect(english.get('errors.generic')).toBe('Something bad happened; please try again later.');
    expect(english.get('auth.signIn.alreadyLoggedIn')).toBe('User is already logged in.');
    expect(english.get('shell.location.disabled')).toBe('Please enable the location');
    expect(english.get('shell.loading')).toBe('Please wait...');
    expect(english.get('shell.profile.updated')).toBe('user is updated successfully');
    expect(english.get('shell.password.updated')).toBe('user password is updated successfully');
    expect(english.get('shell.profile.phoneInvalid')).toBe('Not valid mobile (#)');
  });

  it('catch a key missing from one language', () => {
    const broken = flatten({ ...fr, shell: { ...fr.shell, footer: undefined } });
    expect([...english.keys()].filter((k) => broken.get(k) === undefined)).toEqual(['shell.footer']);
  });
});
