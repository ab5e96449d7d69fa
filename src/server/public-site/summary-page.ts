import type { Language } from '../../domain/constants';
import { formatDay, formatMoney, formatRate } from '../../domain/format';
import type { Money } from '../../domain/money';
import type { PublicNote } from '../services/open/lookup-tax-note';
import { translate } from '../../i18n/translate';
import { html } from './html';
import { layout } from './layout';
import { translatorFor } from './page-language';

/** A label known to the catalogue, else the stored value itself (a tax type added later still shows). */
const labelOr = (language: Language, key: string, fallback: string) => {
  const text = translate(language, key);
  return text === key ? fallback : text;
};

/** Both currencies side by side, as on the paper note. */
const both = (language: Language, first: Money, second: Money) =>
  html`<span class="money">${formatMoney(first, language)}</span> <span class="money other">${formatMoney(second, language)}</span>`;

/** The answer to a matching lookup: the note as printed (name masked), its instalments, payments and downloads. */
export function summaryPage(language: Language, note: PublicNote): string {
  const t = translatorFor(language);
  const state = note.expired ? 'expired' : note.paymentState;
  const instalments = note.instalments.length
    ? html`<section class="card" aria-labelledby="instalments-title">
        <h2 id="instalments-title">${t('summary.instalmentsTitle')}</h2>
        <div class="scroll" tabindex="0" role="region" aria-labelledby="instalments-title">
          <table>
            <thead>
              <tr>
                <th scope="col">${t('summary.number')}</th>
                <th scope="col">${t('summary.dueDate')}</th>
                <th scope="col">${t('summary.amount')}</th>
                <th scope="col">${t('summary.paidState')}</th>
              </tr>
            </thead>
            <tbody>
              ${note.instalments.map(
                (row) =>
                  html`<tr>
                    <td data-label="${t('summary.number')}">${row.number}</td>
                    <td data-label="${t('summary.dueDate')}">${formatDay(row.dueDate)}</td>
                    <td data-label="${t('summary.amount')}">${formatMoney(row.amount, language)}</td>
                    <td data-label="${t('summary.paidState')}">
                      ${t(row.paid ? 'summary.instalmentPaid' : row.late ? 'summary.instalmentLate' : 'summary.instalmentOpen')}
                    </td>
                  </tr>`,
              )}
            </tbody>
          </table>
        </div>
      </section>`
    : '';
  const payments = note.payments.length
    ? html`<div class="scroll" tabindex="0" role="region" aria-labelledby="payments-title">
        <table>
          <thead>
            <tr>
              <th scope="col">${t('summary.date')}</th>
              <th scope="col">${t('summary.receipt')}</th>
              <th scope="col">${t('summary.method')}</th>
              <th scope="col">${t('summary.paidIn')}</th>
              <th scope="col">${t('summary.settled')}</th>
            </tr>
          </thead>
          <tbody>
            ${note.payments.map(
              (row) =>
                html`<tr${row.reversed ? html` class="reversed"` : ''}>
                  <td data-label="${t('summary.date')}">${formatDay(row.paymentDate)}</td>
                  <td data-label="${t('summary.receipt')}">${row.receiptNumber}${row.reversed ? html` <strong>(${t('summary.reversed')})</strong>` : ''}</td>
                  <td data-label="${t('summary.method')}">${labelOr(language, `publicSite.methods.${row.method}`, row.method)}</td>
                  <td data-label="${t('summary.paidIn')}">${formatMoney(row.paid, language)}</td>
                  <td data-label="${t('summary.settled')}">${formatMoney(row.settled, language)}</td>
                </tr>`,
            )}
          </tbody>
        </table>
      </div>`
    : html`<p>${t('summary.noPayments')}</p>`;
  // One receipt may list several payments: one download each. The links carry no `download`
  // attribute: the server's Content-Disposition saves the PDF, and an expired link shows a page.
  const receipts = [...new Map(note.payments.map((row) => [row.receiptNumber, row])).values()];
  const body = html`<h1>${t('summary.title', { reference: note.reference })}</h1>
    <section class="card" aria-labelledby="note-title">
      <h2 id="note-title" class="state ${state}">${t(`states.${state}`)}</h2>
      <dl class="facts">
        <div>
          <dt>${t('summary.taxpayer')}</dt>
          <dd>${note.taxpayerName}</dd>
        </div>
        <div>
          <dt>${t('summary.taxType')}</dt>
          <dd>${labelOr(language, `publicSite.taxTypes.${note.taxType}`, note.taxType)}</dd>
        </div>
        <div>
          <dt>${t('summary.period')}</dt>
          <dd>${labelOr(language, `values.period.${note.period}`, note.period)}</dd>
        </div>
        <div>
          <dt>${t('summary.status')}</dt>
          <dd>${labelOr(language, `publicSite.states.${note.lifecycle}`, note.lifecycle)}</dd>
        </div>
        ${
          note.dueDate
            ? html`<div>
                <dt>${t('summary.dueDate')}</dt>
                <dd>${formatDay(note.dueDate)}</dd>
              </div>`
            : ''
        }
      </dl>
    </section>
    <section class="card" aria-labelledby="amounts-title">
      <h2 id="amounts-title">${t('summary.amountsTitle')}</h2>
      <dl class="facts">
        <div>
          <dt>${t('summary.amount')}</dt>
          <dd>${both(language, note.amount, note.counterAmount)}</dd>
        </div>
        <div>
          <dt>${t('summary.paid')}</dt>
          <dd>${both(language, note.paid, note.counterPaid)}</dd>
        </div>
        <div>
          <dt>${t('summary.remaining')}</dt>
          <dd><strong>${both(language, note.remaining, note.counterRemaining)}</strong></dd>
        </div>
      </dl>
      <p class="hint">${t('summary.rate', { rate: formatRate(note.conversionRate, language) })}</p>
    </section>
    ${instalments}
    <section class="card" aria-labelledby="payments-title">
      <h2 id="payments-title">${t('summary.paymentsTitle')}</h2>
      ${payments}
    </section>
    <section class="card" aria-labelledby="downloads-title">
      <h2 id="downloads-title">${t('summary.downloadsTitle')}</h2>
      <ul class="downloads">
        <li><a href="${note.noteUrl}">${t('summary.downloadNote')}</a></li>
        ${receipts.map((row) => html`<li><a href="${row.receiptUrl}">${t('summary.downloadReceipt', { number: row.receiptNumber })}</a></li>`)}
      </ul>
      <p class="hint">${t('summary.linksExpire')}</p>
    </section>
    <p><a href="/home?lang=${language}">${t('summary.another')}</a></p>`;
  return layout({ language, title: t('summary.title', { reference: note.reference }), path: '/home', body }).text;
}
