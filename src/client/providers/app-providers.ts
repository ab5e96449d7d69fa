import { localStorageStore } from 'react-admin';
import { createAuthProvider } from './auth-provider';
import { createDataProvider } from './data-provider';
import { createHttpClient } from './http-client';
import { createI18nProvider } from './i18n-provider';
import { getLanguage } from './language';
import { reportLanguageFallback } from './language-fallback';

/** The app's single instances: the shell's own calls share the http client (headers, refresh, overlay). */
export const store = localStorageStore(undefined, 'Mapato');

export const i18nProvider = createI18nProvider({
  onFallback: (language) => {
    // react-admin's locale store would otherwise keep asking for the language that failed.
    store.setItem('locale', 'en');
    reportLanguageFallback(language);
  },
});

export const httpClient = createHttpClient({ genericMessage: () => i18nProvider.translate('errors.generic') });
export const dataProvider = createDataProvider(httpClient);
export const authProvider = createAuthProvider(httpClient);

/** The language kept under 'language' is the one react-admin starts with. */
export function applyStoredLanguage(): void {
  store.setItem('locale', getLanguage());
}
