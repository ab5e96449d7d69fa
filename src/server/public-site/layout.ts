import type { Language } from '../../domain/constants';
import { html, type SafeHtml } from './html';
import { translatorFor } from './page-language';

/** The built stylesheet and script of the public pages (vite.public.config.ts: fixed names, no hash). */
export const PUBLIC_CSS = '/public/public-site.css';
export const PUBLIC_JS = '/public/public-site.js';
/** The back office's icon (public/icon.svg, copied to the build's root): 219 bytes, and without it a browser asks for /favicon.ico. */
export const PUBLIC_ICON = '/icon.svg';

/** `path` is where the language switch leads (the same page, its query kept). */
export type PageOptions = { language: Language; title: string; path: string; body: SafeHtml; script?: boolean; signInHref?: string };

/**
 * The frame of every public page: one same-origin stylesheet, an optional deferred script (the
 * pages work without it), landmarks, a skip link and the EN/FR switch that keeps the page's path.
 */
export function layout({ language, title, path, body, script = true, signInHref = '/sign-in' }: PageOptions): SafeHtml {
  const t = translatorFor(language);
  const other = language === 'en' ? 'fr' : 'en';
  return html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · ${t('siteName')}</title>
        <link rel="icon" type="image/svg+xml" href="${PUBLIC_ICON}" />
        <link rel="stylesheet" href="${PUBLIC_CSS}" />
        ${script ? html`<script type="module" src="${PUBLIC_JS}"></script>` : ''}
      </head>
      <body>
        <a class="skip" href="#content">${t('skipToContent')}</a>
        <header class="top">
          <a class="brand" href="/home?lang=${language}">Mapato</a>
          <nav aria-label="${t('nav.label')}">
            <ul>
              <li><a href="/home?lang=${language}">${t('nav.home')}</a></li>
              <li><a href="/check?lang=${language}">${t('nav.check')}</a></li>
              <li><a href="/contact?lang=${language}">${t('nav.contact')}</a></li>
              <li><a href="${signInHref}">${t('nav.signIn')}</a></li>
              <li>
                <a href="${path}${path.includes('?') ? '&' : '?'}lang=${other}" lang="${other}" hreflang="${other}"
                  >${other === 'fr' ? 'Français' : 'English'}</a
                >
              </li>
            </ul>
          </nav>
        </header>
        <main id="content">${body}</main>
        <footer class="foot">Mapato © ${new Date().getFullYear()}</footer>
      </body>
    </html> `;
}
