import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/constants';
import { englishMessages } from './english-messages';
import { isLanguage, saveLanguage } from './language';

export type MessageLoader = (language: Language) => Promise<TranslationMessages>;

/** French (react-admin's and ours) is its own chunk: English users never download it. */
export const loadMessages: MessageLoader = async (language) => {
  if (language === 'en') return englishMessages;
  const { frenchMessages } = await import('./french-messages');
  return frenchMessages;
};

export type I18nOptions = {
  load?: MessageLoader;
  /** Called after a language failed to load and English was put back. */
  onFallback?: (failed: Language) => void;
};

/**
 * English is bundled and is the start locale; any other stored choice is applied by react-admin's
 * locale store right after start. A language that fails to load leaves English in place.
 */
export function createI18nProvider(options: I18nOptions = {}): I18nProvider {
  const load = options.load ?? loadMessages;
  const base = polyglotI18nProvider(
    (locale) => (locale === DEFAULT_LANGUAGE ? englishMessages : load(isLanguage(locale) ? locale : DEFAULT_LANGUAGE)),
    DEFAULT_LANGUAGE,
    [
      { locale: 'en', name: 'English' },
      { locale: 'fr', name: 'Français' },
    ],
    { allowMissing: true },
  );
  return {
    ...base,
    async changeLocale(locale: string) {
      const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
      // Kept at once, not once its messages have arrived: a reload while they load keeps the choice.
      saveLanguage(language);
      try {
        await base.changeLocale(language);
      } catch {
        await base.changeLocale(DEFAULT_LANGUAGE);
        saveLanguage(DEFAULT_LANGUAGE);
        options.onFallback?.(language);
      }
    },
  };
}
