import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../domain/constants';

/** The language is kept in local storage under the key 'language'. */
export const LANGUAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function getLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  // Staff share office machines whatever their own settings: until someone chooses, the back office
  // opens in the product's default language (English); the citizens' site follows the phone instead.
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function saveLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
}

/** The IANA zone sent in the Time-Zone header; UTC when the runtime cannot tell. */
export function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
