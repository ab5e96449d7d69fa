import englishMessages_ from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { en } from '../../i18n/en';

/** react-admin's own English messages plus our catalogue (ours never shadow ra.*). */
export const englishMessages = { ...englishMessages_, ...en } as unknown as TranslationMessages;
