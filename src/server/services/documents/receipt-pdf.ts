import { checkUrlOf } from '../../../domain/document-token';
import { dayTimeInZone } from '../../../domain/dated-money';
import { formatRate } from '../../../domain/format';
import type { Db } from '../../db/open-db';
import { receiptDocument, type ReceiptDocument } from './document-facts';
import { day, drawFields, drawHeader, drawTable, money, newPdf, pdfBytes, safeText, sectionTitle, translatorFor } from './pdf-layout';
import { drawFooters, drawQr, stampEveryPage } from './pdf-page-marks';
import { signFacts } from './signing-keys';
import type { PrintedDocument, PrintOptions } from './tax-note-pdf';

/** The receipt as a signed, printable A4 PDF; a reversed one carries a CANCELLED stamp on every page. */
export async function renderReceiptPdf(receipt: ReceiptDocument, token: string, options: PrintOptions): Promise<Buffer> {
  const { language } = options;
  const t = translatorFor(language);
  const doc = await newPdf(`${t('receipt.title')} ${receipt.receiptNumber}`);
  drawHeader(doc, t, receipt.header, t('receipt.title'), receipt.receiptNumber);

  drawFields(doc, [
    [t('receipt.taxpayer'), receipt.taxpayerName],
    [t('receipt.paymentDate'), day(receipt.paymentDate)],
    [t('receipt.method'), t(`values.method.${receipt.method}`)],
    [t('receipt.bank'), receipt.bankName || undefined],
    [t('receipt.bankSlip'), receipt.bankSlipNumber || undefined],
    [t('receipt.cashier'), receipt.cashierName || undefined],
  ]);

  sectionTitle(doc, t('receipt.notes'));
  drawTable(
    doc,
    [
      { label: t('receipt.reference'), width: 0.3 },
      { label: t('receipt.paid'), width: 0.24, align: 'right' },
      { label: t('receipt.settled'), width: 0.26, align: 'right' },
      { label: t('receipt.rate'), width: 0.2, align: 'right' },
    ],
    [
      ...receipt.lines.map((line) => ({
        cells: [line.reference, money(line.paid, language), money(line.settled, language), formatRate(line.rate, language)],
        note: line.instalmentNumber ? t('receipt.instalment', { number: line.instalmentNumber }) : undefined,
      })),
      { cells: [t('receipt.total'), money(receipt.total, language), '', ''], bold: true },
    ],
  );

  drawFields(doc, [[t('receipt.recordedBy'), t('taxNote.on', { name: receipt.recordedByName, date: dayTimeInZone(receipt.recordedAt) })]]);
  if (receipt.cancelled) {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('black')
      .text(safeText(t('receipt.cancelledNote')));
    doc.y += 8;
  }
  doc.y += 6;
  await drawQr(doc, t, checkUrlOf(options.origin, token), options.origin);
  if (receipt.cancelled) stampEveryPage(doc, t('receipt.cancelled'));
  drawFooters(doc, t, dayTimeInZone(options.now ?? new Date()));
  return pdfBytes(doc);
}

/** Loads, signs and prints a receipt of a project; null when the project has no receipt of that number. */
export async function receiptPdf(db: Db, projectKey: string, receiptNumber: string, options: PrintOptions): Promise<PrintedDocument | null> {
  const receipt = await receiptDocument(db, projectKey, receiptNumber, options.now);
  if (!receipt) return null;
  const token = await signFacts(db, receipt.facts);
  const bytes = await renderReceiptPdf(receipt, token, options);
  return { bytes, token, fileName: translatorFor(options.language)('receipt.fileName', { reference: receiptNumber }) };
}
