import frenchMessages_ from 'ra-language-french';
import type { TranslationMessages } from 'react-admin';
import { fr } from '../../i18n/fr';

/** Loaded on demand (see i18n-provider.ts): react-admin's French plus our catalogue. */
export const frenchMessages = { ...frenchMessages_, ...fr } as unknown as TranslationMessages;
