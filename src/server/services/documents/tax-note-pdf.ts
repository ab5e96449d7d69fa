import { LATE_PENALTY_PERCENT } from '../../../domain/penalty';
import type { Language } from '../../../domain/constants';
import { checkUrlOf } from '../../../domain/document-token';
import { dayTimeInZone } from '../../../domain/dated-money';
import { formatRate } from '../../../domain/format';
import { labelled } from '../../../domain/labelled';
import { translate } from '../../../i18n/translate';
import { remainingOf } from '../../../domain/tax-note-protocol';
import type { Db } from '../../db/open-db';
import { taxNoteDocument, type TaxNoteDocument } from './document-facts';
import { day, drawFields, drawHeader, drawTable, money, newPdf, pdfBytes, sectionTitle, translatorFor, type Row, type Translator } from './pdf-layout';
import { drawFooters, drawQr } from './pdf-page-marks';
import { signFacts } from './signing-keys';

export type PrintOptions = { language: Language; origin: string; now?: Date };
export type PrintedDocument = { bytes: Buffer; fileName: string; token: string };

type ItemStep = TaxNoteDocument['items'][number]['steps'][number];

/** A step named in the reader's language when the product knows it, else as its project labelled it. */
function stepLabel(step: ItemStep, language: Language): string {
  const key = `taxation.stepLabels.${step.stepKey}`;
  const known = translate(language, key);
  return known === key ? step.labelName : known;
}

/** How an item was computed: each factor that counts, as frozen on the note ('Area: 120 × Rate: 2'). */
const computationOf = (steps: readonly ItemStep[], language: Language) =>
  steps
    .filter((step) => step.includeInCalculation)
    .map((step) => labelled(stepLabel(step, language), step.value, language))
    .join(' × ');

function itemRows(document: TaxNoteDocument, t: Translator, language: Language): Row[] {
  const { note } = document;
  const rows: Row[] = document.items.map((item) => ({
    // The penalty line is named in the reader's language, not by the reason stored in English.
    cells: [
      item.account,
      item.kind === 'penalty' ? t('taxNote.latePenalty', { percent: LATE_PENALTY_PERCENT }) : item.reason,
      money({ amount: item.declaredAmount, currency: item.currency }, language),
    ],
    note: computationOf(item.steps, language) || undefined,
  }));
  // The items keep the computation as made; an approved new amount is the line between them and the amount due.
  for (const change of document.amountChanges) {
    const inCurrency = (amount: number) => money({ amount, currency: change.currency }, language);
    rows.push({
      cells: [
        '',
        t('taxNote.amountChange', { from: inCurrency(change.previousAmount), to: inCurrency(change.amount) }),
        inCurrency(change.amount - change.previousAmount),
      ],
      note: [dayTimeInZone(new Date(change.createdAt)), change.reason].filter(Boolean).join(' — '),
    });
  }
  rows.push({ cells: ['', t('taxNote.total'), money({ amount: note.amount, currency: note.currency }, language)], bold: true });
  rows.push({
    cells: [
      '',
      `${t('taxNote.counterValue')} (${t('taxNote.rate', { rate: formatRate(note.conversionRate, language) })})`,
      money({ amount: note.counterAmount, currency: note.counterCurrency }, language),
    ],
  });
  return rows;
}

function instalmentRows(document: TaxNoteDocument, t: Translator, language: Language): Row[] {
  return document.instalments.map((instalment) => ({
    cells: [
      String(instalment.number),
      day(instalment.dueDate),
      money({ amount: instalment.amount, currency: document.note.currency }, language),
      t(instalment.paid ? 'taxNote.instalmentPaid' : instalment.late ? 'taxNote.instalmentLate' : 'taxNote.instalmentOpen'),
    ],
  }));
}

/** The tax note as a signed, printable A4 PDF in the requester's language. */
export async function renderTaxNotePdf(document: TaxNoteDocument, token: string, options: PrintOptions): Promise<Buffer> {
  const { note, names } = document;
  const { language } = options;
  const t = translatorFor(language);
  const at = (name: string | undefined, moment: Date | null) => (name ? t('taxNote.on', { name, date: moment ? dayTimeInZone(moment) : '' }) : undefined);
  const doc = await newPdf(`${t('taxNote.title')} ${note.reference}`);
  drawHeader(doc, t, document.header, t('taxNote.title'), note.reference);

  drawFields(doc, [
    [t('taxNote.taxpayer'), note.taxpayerName],
    [t('taxNote.taxpayerKind'), t(`values.taxpayerKind.${note.taxpayerKind}`)],
    [t('taxNote.declarant'), note.declarantName],
    [t('taxNote.responsible'), note.responsibleName],
    [t('taxNote.phone'), note.phoneNumber ? `+${note.phoneCountryCode} ${note.phoneNumber}` : undefined],
    [t('taxNote.object'), [note.objectLabel, note.objectPart].filter(Boolean).join(' — ') || undefined],
    [t('taxNote.period'), t('taxNote.periodFrom', { period: t(`values.period.${note.period}`), date: day(note.periodStart) })],
    [t('taxNote.dueDate'), note.dueDate ? day(note.dueDate) : undefined],
  ]);

  sectionTitle(doc, t('taxNote.items'));
  drawTable(
    doc,
    [
      { label: t('taxNote.account'), width: 0.18 },
      { label: t('taxNote.reason'), width: 0.54 },
      { label: t('taxNote.amount'), width: 0.28, align: 'right' },
    ],
    itemRows(document, t, language),
  );

  sectionTitle(doc, t('taxNote.status'));
  drawFields(doc, [
    [t('taxNote.status'), t(`values.lifecycle.${note.lifecycle}`)],
    [t('taxNote.paymentState'), t(`values.paidState.${document.facts.paidState}`)],
    [t('taxNote.paid'), money({ amount: note.paidAmount, currency: note.currency }, language)],
    [t('taxNote.remaining'), money({ amount: remainingOf(note.amount, note.paidAmount), currency: note.currency }, language)],
  ]);

  if (document.instalments.length) {
    sectionTitle(doc, t('taxNote.instalments'));
    drawTable(
      doc,
      [
        { label: t('taxNote.instalmentNumber'), width: 0.1 },
        { label: t('taxNote.instalmentDue'), width: 0.3 },
        { label: t('taxNote.amount'), width: 0.35, align: 'right' },
        { label: t('taxNote.instalmentState'), width: 0.25, align: 'right' },
      ],
      instalmentRows(document, t, language),
    );
  }

  drawFields(doc, [
    [t('taxNote.createdBy'), at(names.createdBy, note.createdAt)],
    // An approval with no approver is the scheduler's automatic one: said so, rather than the line left out.
    [t('taxNote.approvedBy'), at(names.approvedBy ?? (note.approvedAt ? t('taxNote.approvedAutomatically') : undefined), note.approvedAt)],
    [t('taxNote.issuedBy'), at(names.issuedBy, note.issuedAt)],
  ]);
  doc.y += 6;
  await drawQr(doc, t, checkUrlOf(options.origin, token), options.origin);
  drawFooters(doc, t, dayTimeInZone(options.now ?? new Date()));
  return pdfBytes(doc);
}

/** Loads, signs and prints a note; null when it does not exist (in that project, when one is given). */
export async function taxNotePdf(db: Db, noteKey: string, options: PrintOptions & { projectKey?: string }): Promise<PrintedDocument | null> {
  const document = await taxNoteDocument(db, noteKey, options.projectKey, options.now);
  if (!document) return null;
  const token = await signFacts(db, document.facts);
  const bytes = await renderTaxNotePdf(document, token, options);
  return { bytes, token, fileName: translatorFor(options.language)('taxNote.fileName', { reference: document.note.reference }) };
}
