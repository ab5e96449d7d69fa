import type { Language } from '../../domain/constants';
import type { PublicContact } from '../services/open/public-contacts';
import { html, type SafeHtml } from './html';
import { layout } from './layout';
import { translatorFor } from './page-language';

export type Notice = { title: string; body: string; role: 'alert' | 'status' };

/** The lookup form; it posts to the server, so it works with JavaScript off. */
export function lookupForm(language: Language, typed: { reference?: string; mobile?: string } = {}): SafeHtml {
  const t = translatorFor(language);
  return html`<form class="card lookup" method="post" action="/home?lang=${language}">
    <p>
      <label for="reference">${t('home.reference')}</label>
      <input
        id="reference"
        name="reference"
        required
        maxlength="60"
        autocomplete="off"
        autocapitalize="characters"
        spellcheck="false"
        aria-describedby="reference-hint"
        value="${typed.reference ?? ''}"
      />
      <small id="reference-hint">${t('home.referenceHint')}</small>
    </p>
    <p>
      <label for="mobile">${t('home.mobile')}</label>
      <input
        id="mobile"
        name="mobile"
        type="tel"
        required
        maxlength="30"
        autocomplete="tel"
        inputmode="tel"
        aria-describedby="mobile-hint"
        value="${typed.mobile ?? ''}"
      />
      <small id="mobile-hint">${t('home.mobileHint')}</small>
    </p>
    <p><button type="submit">${t('home.submit')}</button></p>
  </form>`;
}

/** /home: the lookup, and the way to check a document. A notice (not found, too many) sits above the form. */
export function homePage(language: Language, options: { notice?: Notice; typed?: { reference?: string; mobile?: string }; signInHref?: string } = {}): string {
  const t = translatorFor(language);
  const { notice } = options;
  const body = html`<h1>${t('home.title')}</h1>
    <p>${t('home.intro')}</p>
    ${
      notice
        ? html`<div class="notice ${notice.role === 'alert' ? 'bad' : ''}" role="${notice.role}">
            <h2>${notice.title}</h2>
            <p>${notice.body}</p>
          </div>`
        : ''
    }
    ${lookupForm(language, options.typed)}
    <section class="card" aria-labelledby="check-title">
      <h2 id="check-title">${t('home.checkTitle')}</h2>
      <p>${t('home.checkBody')}</p>
      <p><a href="/check?lang=${language}">${t('nav.check')}</a></p>
    </section>`;
  return layout({ language, title: t('home.title'), path: '/home', body, signInHref: options.signInHref }).text;
}

/** Each number of a phone field ("+243 81 555 0101, 0997 000 111") as a link a phone can dial. */
function phoneLinks(phones: string) {
  const numbers = phones
    .split(/[,;/]| or | ou /)
    .map((number) => number.trim())
    .filter(Boolean);
  return numbers.map((number, index) => html`${index ? ', ' : ''}<a href="tel:${number.replace(/[^+\d]/g, '')}">${number}</a>`);
}

/** Lines typed in the settings (one office per line) kept as lines. */
const lines = (text: string) => text.split(/\r?\n/).map((line, index) => html`${index ? html`<br />` : ''}${line.trim()}`);

function contactCard(language: Language, contact: PublicContact, index: number) {
  const t = translatorFor(language);
  const row = (label: string, value: SafeHtml | SafeHtml[] | string) =>
    html`<div>
      <dt>${t(`contact.${label}`)}</dt>
      <dd>${value}</dd>
    </div>`;
  return html`<section class="card" aria-labelledby="contact-${index}">
    <h2 id="contact-${index}">${contact.projectName}</h2>
    <dl class="facts">
      ${contact.phone ? row('phone', phoneLinks(contact.phone)) : ''}
      ${contact.email ? row('email', html`<a href="mailto:${contact.email}">${contact.email}</a>`) : ''}
      ${contact.address ? row('address', lines(contact.address)) : ''} ${contact.hours ? row('hours', contact.hours) : ''}
    </dl>
  </section>`;
}

/**
 * /contact: where a citizen turns with a question or a fake document. The offices, numbers and
 * hours are each project's own, kept in its settings by the administrator (no redeploy to change
 * a number), so nothing here is invented.
 */
export function contactPage(language: Language, contacts: PublicContact[] = []): string {
  const t = translatorFor(language);
  const body = html`<h1>${t('contact.title')}</h1>
    ${contacts.map((contact, index) => contactCard(language, contact, index))}
    <section class="card">
      <p>${t('contact.body')}</p>
      <p><strong>${t('contact.fraud')}</strong></p>
    </section>`;
  return layout({ language, title: t('contact.title'), path: '/contact', body, script: false }).text;
}
