import { useLocaleState } from 'react-admin';
import type { Language } from '../../domain/constants';
import { isLanguage } from './language';

/** The language the screen is shown in: amounts and numbers are written its way. */
export function useLanguage(): Language {
  const [locale] = useLocaleState();
  return isLanguage(locale) ? locale : 'en';
}
