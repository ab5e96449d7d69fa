import englishMessages_ from 'ra-language-english';
import { en } from '../../i18n/en';
import { withOurWords } from './merge-messages';

/** react-admin's own English messages plus our catalogue (our `ra` words replace theirs one by one). */
export const englishMessages = withOurWords(englishMessages_, en);
