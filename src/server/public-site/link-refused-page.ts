import type { Language } from '../../domain/constants';
import { translate } from '../../i18n/translate';
import { html } from './html';
import { layout } from './layout';
import { translatorFor } from './page-language';

/**
 * What a citizen's browser shows for a download link that expired (they last five minutes) or was
 * altered: a page with the way back to a fresh search, not a raw JSON body or a broken download.
 */
export function linkRefusedPage(language: Language): string {
  const t = translatorFor(language);
  const body = html`<h1>${t('linkRefused.title')}</h1>
    <div class="notice bad" role="alert"><p>${translate(language, 'errors.documentLinkInvalid')}</p></div>
    <p>${t('linkRefused.body')}</p>
    <p><a href="/home?lang=${language}">${t('summary.another')}</a></p>`;
  return layout({ language, title: t('linkRefused.title'), path: '/home', body, script: false }).text;
}
