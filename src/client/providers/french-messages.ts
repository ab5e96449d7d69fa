import frenchMessages_ from 'ra-language-french';
import { fr } from '../../i18n/fr';
import { withOurWords } from './merge-messages';

/** Loaded on demand (see i18n-provider.ts): react-admin's French plus our catalogue. */
export const frenchMessages = withOurWords(frenchMessages_, fr);
