import type { Language } from '../../domain/constants';
import type { DocumentFacts } from '../../domain/document-token';
import { dayTimeInZone } from '../../domain/dated-money';
import { formatDay, formatMoney } from '../../domain/format';
import type { CurrentState, Verification } from '../services/documents/verify-document';
import { genuineVerdict } from '../../domain/check-input';
import { html } from './html';
import { lookupForm } from './home-page';
import { layout } from './layout';
import { translatorFor } from './page-language';
import { translate } from '../../i18n/translate';

/** Why a typed text gave no verdict: a reference with a wrong check character, or neither a link nor a reference. */
export type CheckProblem = 'mistyped' | 'unknown';
export type CheckQuestion = { typed?: string; problem?: CheckProblem };

/**
 * The way to check a document without a camera app that reads QR codes: a plain GET form (it
 * works with JavaScript off) for a pasted link or a typed reference, and a picture picker that the
 * script reveals and reads on the phone.
 */
function checkForm(language: Language, { typed = '', problem }: CheckQuestion) {
  const t = translatorFor(language);
  return html`${problem ? html`<div class="notice bad" role="alert"><p>${t(`check.${problem}`)}</p></div>` : ''}
    <form class="card" method="get" action="/check">
      <input type="hidden" name="lang" value="${language}" />
      <p>
        <label for="q">${t('check.formLabel')}</label>
        <input id="q" name="q" required autocomplete="off" autocapitalize="none" spellcheck="false" aria-describedby="q-hint" value="${typed}" />
        <small id="q-hint">${t('check.formHint')}</small>
      </p>
      <p><button type="submit">${t('check.submit')}</button></p>
    </form>
    <div class="card" data-qr-picker data-reading="${t('check.pickReading')}" data-no-code="${t('check.pickNoCode')}" hidden>
      <label for="qr-picture">${t('check.pickLabel')}</label>
      <input id="qr-picture" type="file" accept="image/*" aria-describedby="qr-picture-hint qr-picture-status" />
      <small id="qr-picture-hint">${t('check.pickHint')}</small>
      <p id="qr-picture-status" role="status"></p>
    </div>`;
}

/**
 * /check?t=…: the server's verdict on a QR token, with the facts to compare with the paper and
 * the warning. The script (when it runs) checks the signature again on the phone with the cached
 * public keys and marks the result. Without a token, the form to paste a link or type a reference.
 */
export function checkPage(language: Language, token: string | undefined, verification: Verification | null, question: CheckQuestion = {}): string {
  const t = translatorFor(language);
  const path = token ? `/check?t=${encodeURIComponent(token)}` : question.typed ? `/check?q=${encodeURIComponent(question.typed)}` : '/check';
  const warning = html`<p class="notice bad" role="note"><strong>${t('check.warning')}</strong></p>`;
  const another = html`<p><a href="/check?lang=${language}">${t('check.another')}</a></p>`;
  let result;
  if (!token) {
    result = checkForm(language, question);
  } else if (!verification?.genuine) {
    result = html`<div class="notice bad" role="alert">
        <h2>${t('check.invalid')}</h2>
        <p>${t('check.invalidBody')}</p>
      </div>
      ${warning} ${another}`;
  } else {
    const { facts, current } = verification;
    const verdict = genuineVerdict(current?.clearance?.state);
    // A death certificate is the health authority's paper: its page never speaks of the tax office.
    const death = facts.kind === 'deathCertificate';
    const deathWords = (key: string) => translate(language, `deaths.check.${key}`);
    const paperWarning = death ? html`<p class="notice bad" role="note"><strong>${translate(language, 'deaths.certificate.qrWarning')}</strong></p>` : warning;
    result = html`<section class="card" aria-labelledby="genuine-title" data-token="${token}">
        <h2 id="genuine-title" class="state ${verdict === 'genuine' ? 'paid' : 'expired'}">${t(`check.${verdict}`)}</h2>
        <p>${death && verdict === 'genuine' ? deathWords('genuineBody') : t(`check.${verdict}Body`)}</p>
        ${factList(language, facts)}
        <p class="hint" id="checked-here" hidden>${death ? deathWords('checkedHere') : t('check.checkedHere')}</p>
      </section>
      ${
        current?.death
          ? deathSection(language, current.death)
          : current?.clearance
            ? clearanceSection(language, current.clearance)
            : current?.paidState
              ? html`<section class="card" aria-labelledby="current-title">
                  <h2 id="current-title">${t('check.currentTitle')}</h2>
                  <dl class="facts">
                    <div>
                      <dt>${t('check.paidState')}</dt>
                      <dd>${t(`check.paidStates.${current.paidState}`)}</dd>
                    </div>
                    <div>
                      <dt>${t('summary.paid')}</dt>
                      <dd>${formatMoney(current.paidAmount, language)}</dd>
                    </div>
                    <div>
                      <dt>${t('summary.remaining')}</dt>
                      <dd>${formatMoney(current.remaining, language)}</dd>
                    </div>
                  </dl>
                  ${current.summons ? html`<p>${t('check.summonsNote', { reference: current.summons.noteReference, deadline: formatDay(current.summons.deadline) })}</p>` : ''}
                  ${current.reversed ? html`<p><strong>${t('check.currentReversed')}</strong></p>` : ''}
                  ${current.amended ? html`<p><strong>${t('check.currentAmended')}</strong></p>` : ''}
                </section>`
              : ''
      }
      ${paperWarning} ${another}`;
  }
  const body = html`<h1>${t('check.title')}</h1>
    <p>${t('check.intro')}</p>
    ${result}`;
  return layout({ language, title: t('check.title'), path, body }).text;
}

function factList(language: Language, facts: DocumentFacts) {
  const t = translatorFor(language);
  return html`<dl class="facts">
    <div>
      <dt>${t('check.kind')}</dt>
      <dd>${t(`check.kinds.${facts.kind}`)}</dd>
    </div>
    <div>
      <dt>${t('check.reference')}</dt>
      <dd>${facts.reference}</dd>
    </div>
    <div>
      <dt>${facts.kind === 'deathCertificate' ? translate(language, 'deaths.check.deceased') : t('check.taxpayer')}</dt>
      <dd>${facts.taxpayerName}</dd>
    </div>
    ${
      // A clearance carries no amount: it attests that nothing is owed; a death certificate is no money paper.
      facts.kind === 'clearance' || facts.kind === 'deathCertificate'
        ? ''
        : html`<div>
              <dt>${t('check.amount')}</dt>
              <dd>${formatMoney({ amount: facts.amount, currency: facts.currency }, language)}</dd>
            </div>
            <div>
              <dt>${t('check.paidState')}</dt>
              <dd>${t(`check.paidStates.${facts.paidState}`)}</dd>
            </div>`
    }
    <div>
      <dt>${t('check.issuedOn')}</dt>
      <dd>${formatDay(facts.issuedOn)}</dd>
    </div>
  </dl>`;
}

/**
 * A clearance's state today, in one line that a revoked certificate cannot be mistaken through.
 * The revocation's reason is written by staff for staff: the public page does not show it.
 */
function clearanceSection(language: Language, clearance: NonNullable<CurrentState['clearance']>) {
  const t = translatorFor(language);
  // A time on the province's clock: the server's own zone (often UTC) means nothing to the reader.
  const date = clearance.state === 'revoked' && clearance.revokedAt ? dayTimeInZone(new Date(clearance.revokedAt)) : formatDay(clearance.validUntil);
  const good = clearance.state === 'issued';
  return html`<section class="card" aria-labelledby="current-title">
    <h2 id="current-title">${t('check.currentTitle')}</h2>
    <div class="notice ${good ? '' : 'bad'}" role="${good ? 'status' : 'alert'}" data-clearance-state="${clearance.state}">
      <p><strong>${t(`check.clearanceStates.${clearance.state}`, { date })}</strong></p>
    </div>
  </section>`;
}

/** A death certificate as the health authority holds it: what the verifier compares with the paper. */
function deathSection(language: Language, death: NonNullable<CurrentState['death']>) {
  const t = (key: string) => translate(language, `deaths.check.${key}`);
  return html`<section class="card" aria-labelledby="current-title">
    <h2 id="current-title">${t('currentTitle')}</h2>
    <dl class="facts" data-death-certificate>
      <div>
        <dt>${t('deceased')}</dt>
        <dd>${death.deceased}</dd>
      </div>
      <div>
        <dt>${t('dateOfDeath')}</dt>
        <dd>${formatDay(death.dateOfDeath)}</dd>
      </div>
      <div>
        <dt>${t('hospital')}</dt>
        <dd>${death.hospitalName}</dd>
      </div>
      <div>
        <dt>${t('approvedOn')}</dt>
        <dd>${formatDay(death.approvedOn)}</dd>
      </div>
    </dl>
  </section>`;
}

/**
 * /check?q=<a reference>: a reference alone proves nothing (only the signed QR code does) and the
 * site never says whether a note has it; so the answer is the lookup form with the reference filled
 * in, the same page for any well-formed reference.
 */
export function referencePage(language: Language, reference: string): string {
  const t = translatorFor(language);
  const body = html`<h1>${t('check.title')}</h1>
    <div class="notice" role="status"><p>${t('check.referenceOnly', { reference })}</p></div>
    ${lookupForm(language, { reference })} ${html`<p><a href="/check?lang=${language}">${t('check.another')}</a></p>`}`;
  return layout({ language, title: t('check.title'), path: `/check?q=${encodeURIComponent(reference)}`, body }).text;
}
