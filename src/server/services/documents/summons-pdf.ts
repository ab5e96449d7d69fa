import { SUMMONS_DEADLINE_DAYS } from '../../../domain/clearance';
import { LATE_PENALTY_PERCENT } from '../../../domain/penalty';
import { checkUrlOf } from '../../../domain/document-token';
import { dayInZone, dayTimeInZone } from '../../../domain/dated-money';
import type { Db } from '../../db/open-db';
import { userNames } from '../tax-notes/note-view';
import { summonsDocument, type SummonsDocument } from './recovery-facts';
import { day, drawFields, drawHeader, money, newPdf, pdfBytes, safeText, sectionTitle, translatorFor, CONTENT_WIDTH, MARGIN } from './pdf-layout';
import { drawFooters, drawQr } from './pdf-page-marks';
import { signFacts } from './signing-keys';
import type { PrintedDocument, PrintOptions } from './tax-note-pdf';

/** The formal demand to pay one overdue note, signed and printable, in the requester's language. */
export async function renderSummonsPdf(document: SummonsDocument, issuedByName: string, token: string, options: PrintOptions): Promise<Buffer> {
  const { summons, note } = document;
  const { language } = options;
  const t = translatorFor(language);
  const doc = await newPdf(`${t('summons.title')} ${summons.number}`);
  drawHeader(doc, t, document.header, t('summons.title'), summons.number);

  drawFields(doc, [
    [t('summons.taxpayer'), note.taxpayerName],
    [t('taxNote.taxpayerKind'), t(`values.taxpayerKind.${note.taxpayerKind}`)],
    [t('taxNote.responsible'), note.responsibleName || undefined],
    [t('taxNote.phone'), note.phoneNumber ? `+${note.phoneCountryCode} ${note.phoneNumber}` : undefined],
    [t('summons.note'), note.reference],
    [t('taxNote.dueDate'), note.dueDate ? day(note.dueDate) : undefined],
  ]);

  sectionTitle(doc, t('summons.owed'));
  drawFields(doc, [
    [t('summons.amountDue'), money(document.amountDue, language)],
    [t('taxNote.counterValue'), money(document.counterDue, language)],
    [t('summons.issuedOn'), day(dayInZone(summons.issuedAt))],
    [t('summons.deadline'), day(document.deadline)],
  ]);

  doc.y += 4;
  const paragraph = (text: string, bold = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor('black')
      .text(safeText(text), MARGIN, doc.y, { width: CONTENT_WIDTH });
    doc.y += 6;
  };
  paragraph(
    t('summons.demand', {
      amount: money(document.amountDue, language),
      reference: note.reference,
      days: SUMMONS_DEADLINE_DAYS,
      deadline: day(document.deadline),
    }),
  );
  paragraph(t('summons.penalty', { percent: LATE_PENALTY_PERCENT }), true);
  paragraph(t('summons.enforcement'));
  drawFields(doc, [[t('summons.issuedBy'), t('taxNote.on', { name: issuedByName, date: dayTimeInZone(summons.issuedAt) })]]);
  doc.y += 6;
  await drawQr(doc, t, checkUrlOf(options.origin, token), options.origin);
  // Days and times on the project's clock: the server's own zone (often UTC) means nothing to the reader.
  drawFooters(doc, t, dayTimeInZone(options.now ?? new Date()));
  return pdfBytes(doc);
}

/** Loads, signs and prints a summons of a project; null when the project has no such summons. */
export async function summonsPdf(db: Db, projectKey: string, summonsKey: string, options: PrintOptions): Promise<PrintedDocument | null> {
  const document = await summonsDocument(db, projectKey, summonsKey);
  if (!document) return null;
  const names = await userNames(db, [document.summons.issuedBy]);
  const token = await signFacts(db, document.facts);
  const bytes = await renderSummonsPdf(document, names.get(document.summons.issuedBy) ?? document.summons.issuedBy, token, options);
  return { bytes, token, fileName: translatorFor(options.language)('summons.fileName', { reference: document.summons.number }) };
}
