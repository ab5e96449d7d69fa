/** Business constants shared by client and server. */
export const PRODUCT_NAME = 'Mapato';
export const DEFAULT_COUNTRY_CODE = '243';
export const PHONE_DEBOUNCE_MS = 400;
export const CITIZEN_SEARCH_MIN_CHARS = 4;
export const CITIZEN_SEARCH_DEBOUNCE_MS = 100;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const RESET_TOKEN_TTL_SECONDS = 30 * 60;
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_SECONDS = 60;

/** User work type (type keys) and application access. */
export const WORK_TYPES = { organization: '2', bank: '3' } as const;
export const APPLICATION_ACCESS = { web: '1', birth: '2' } as const;
/** Project types: '1' tax (the web application), '2' health (the birth application). */
export const PROJECT_TYPES = { tax: '1', health: '2' } as const;

export const NOTIFICATION_DURATIONS = { veryLow: 1000, low: 2000, medium: 3000, high: 4000, highest: 5000 } as const;
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Each language in its own words: a reader finds theirs in the menu whatever the screen's language. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', fr: 'Français' };
export const DEFAULT_LANGUAGE: Language = 'en';
