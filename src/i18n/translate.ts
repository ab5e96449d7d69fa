import { en } from './en';
import { fr } from './fr';
import type { Language } from '../domain/constants';

type Catalogue = Record<string, unknown>;
const catalogues: Record<Language, Catalogue> = { en, fr };

/** Picks en or fr from an Accept-Language header; English is the default. */
export function languageFrom(header: string | undefined): Language {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('fr') ? 'fr' : 'en';
}

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Catalogue)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Server-side translation with polyglot-style %{name} interpolation. */
export function translate(language: Language, key: string, params: Record<string, string | number> = {}): string {
  const text = lookup(catalogues[language], key) ?? lookup(catalogues.en, key) ?? key;
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => (name in params ? String(params[name]) : `%{${name}}`));
}
