import { checkUrlOf } from '../../../domain/document-token';
import { dayInZone, dayTimeInZone } from '../../../domain/dated-money';
import type { Db } from '../../db/open-db';
import { userNames } from '../tax-notes/note-view';
import { pdfBytes, day, drawFields, drawHeader, newPdf, safeText, translatorFor, CONTENT_WIDTH, MARGIN } from './pdf-layout';
import { drawFooters, drawQr, stampEveryPage } from './pdf-page-marks';
import { clearanceDocument, type ClearanceDocument } from './recovery-facts';
import { signFacts } from './signing-keys';
import type { PrintedDocument, PrintOptions } from './tax-note-pdf';

/** The certificate that a taxpayer owes nothing; a revoked one carries a REVOKED stamp on every page. */
export async function renderClearancePdf(document: ClearanceDocument, issuedByName: string, token: string, options: PrintOptions): Promise<Buffer> {
  const { clearance } = document;
  const { language } = options;
  const t = translatorFor(language);
  const doc = await newPdf(`${t('clearance.title')} ${clearance.number}`);
  drawHeader(doc, t, document.header, t('clearance.title'), clearance.number);

  drawFields(doc, [
    [t('clearance.taxpayer'), clearance.taxpayerName],
    [t('taxNote.taxpayerKind'), t(`values.taxpayerKind.${clearance.taxpayerKind === 'citizen' ? 'citizen' : 'organization'}`)],
    [t('clearance.issuedOn'), day(dayInZone(clearance.issuedAt))],
    [t('clearance.validUntil'), day(clearance.validUntil)],
  ]);
  doc.y += 4;
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor('black')
    .text(
      safeText(t('clearance.attestation', { name: clearance.taxpayerName, project: document.header.projectName, date: day(clearance.validUntil) })),
      MARGIN,
      doc.y,
      {
        width: CONTENT_WIDTH,
      },
    );
  doc.y += 10;
  drawFields(doc, [[t('clearance.issuedBy'), t('taxNote.on', { name: issuedByName, date: dayTimeInZone(clearance.issuedAt) })]]);
  if (document.state === 'revoked') {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(safeText(t('clearance.revokedNote', { date: clearance.revokedAt ? dayTimeInZone(clearance.revokedAt) : '' })));
    doc.y += 8;
  }
  doc.y += 6;
  await drawQr(doc, t, checkUrlOf(options.origin, token), options.origin, t('clearance.qrWarning'));
  if (document.state === 'revoked') stampEveryPage(doc, t('clearance.revoked'));
  // Days and times on the project's clock: the server's own zone (often UTC) means nothing to the reader.
  drawFooters(doc, t, dayTimeInZone(options.now ?? new Date()));
  return pdfBytes(doc);
}

/** Loads, signs and prints a certificate of a project; null when there is no issued certificate of that key. */
export async function clearancePdf(db: Db, projectKey: string, clearanceKey: string, options: PrintOptions): Promise<PrintedDocument | null> {
  const document = await clearanceDocument(db, projectKey, clearanceKey, options.now);
  if (!document) return null;
  const issuedBy = document.clearance.issuedBy ?? '';
  const names = await userNames(db, [issuedBy]);
  const token = await signFacts(db, document.facts);
  const bytes = await renderClearancePdf(document, names.get(issuedBy) ?? issuedBy, token, options);
  return { bytes, token, fileName: translatorFor(options.language)('clearance.fileName', { reference: document.clearance.number }) };
}
