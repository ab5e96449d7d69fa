import type { Language } from '../../../domain/constants';
import { formatDay, formatMoney } from '../../../domain/format';
import { translate } from '../../../i18n/translate';
import type { ProjectHeader } from './document-facts';

/**
 * PDFKit draws the documents: pure JavaScript with no browser, long maintained, and its standard
 * fonts are built in, so printing needs nothing installed on the server. pdfmake was the other
 * choice; its layout engine sits on PDFKit anyway, and a fixed form needs no declarative layout.
 *
 * The shared look of printed documents: A4, the built-in Helvetica (no font file to ship), black
 * text with grey rules and light grey fills only, so a black-and-white photocopy stays readable.
 */
export type Pdf = PDFKit.PDFDocument;
export const MARGIN = 48;
export const PAGE_WIDTH = 595.28;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const RULE = '#9ca3af';
const FILL = '#eeeeee';
export const MUTED = '#444444';

export type Translator = (key: string, params?: Record<string, string | number>) => string;
export const translatorFor =
  (language: Language): Translator =>
  (key, params) =>
    safeText(translate(language, `documents.${key}`, params));

/**
 * The standard PDF fonts only know Windows-1252: narrow spaces (French thousands) become plain
 * no-break spaces and anything else outside that set a question mark, never a wrong glyph.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function safeText(text: string): string {
  return [...text.normalize('NFC').replace(/[\u202f\u2009]/g, '\u00a0')].map((c) => (c.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.has(c) ? c : '?')).join('');
}

export const money = (value: { amount: number; currency: string }, language: Language) => safeText(formatMoney(value, language));
export const day = (value: unknown) => formatDay(value);

/** PDFKit (and its fonts) is loaded at the first document, not at start: most runs of the server print nothing for a while. */
export async function newPdf(title: string): Promise<Pdf> {
  const { default: PDFDocument } = await import('pdfkit');
  return new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: title, Producer: 'Mapato', Creator: 'Mapato' } });
}

/** The finished file as bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Province and project on the left, the title and reference in a box on the right. */
export function drawHeader(doc: Pdf, t: Translator, header: ProjectHeader, title: string, reference: string) {
  const top = MARGIN;
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(t('header.country').toUpperCase(), MARGIN, top, { width: 280 });
  if (header.provinceName)
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('black')
      .text(safeText(t('header.province', { name: header.provinceName })), { width: 280 });
  doc.font('Helvetica-Bold').fontSize(13).fillColor('black').text(safeText(header.projectName), { width: 280 });
  const leftBottom = doc.y;
  const boxX = MARGIN + CONTENT_WIDTH - 200;
  doc.rect(boxX, top, 200, 58).lineWidth(1).strokeColor('black').stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(title.toUpperCase(), boxX + 10, top + 9, { width: 180, align: 'center' });
  doc
    .font('Courier-Bold')
    .fontSize(12)
    .text(safeText(reference), boxX + 10, top + 32, { width: 180, align: 'center' });
  doc.y = Math.max(leftBottom, top + 58) + 6;
  if (header.documentText) {
    doc.font('Helvetica').fontSize(8.5).fillColor(MUTED).text(safeText(header.documentText), MARGIN, doc.y, { width: CONTENT_WIDTH });
  }
  rule(doc, doc.y + 6, 1.2);
  doc.fillColor('black');
  doc.y += 14;
}

export function rule(doc: Pdf, y: number, width = 0.5) {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(width)
    .strokeColor(RULE)
    .stroke();
}

export function sectionTitle(doc: Pdf, text: string) {
  ensureRoom(doc, 40);
  doc.y += 6;
  doc.font('Helvetica-Bold').fontSize(10).fillColor('black').text(text.toUpperCase(), MARGIN, doc.y, { width: CONTENT_WIDTH, characterSpacing: 0.5 });
  doc.y += 3;
}

/** Label / value pairs in two columns; empty values are left out. */
export function drawFields(doc: Pdf, pairs: [string, string | undefined][]) {
  const shown = pairs.filter((pair): pair is [string, string] => Boolean(pair[1]));
  const columnWidth = CONTENT_WIDTH / 2;
  for (let i = 0; i < shown.length; i += 2) {
    ensureRoom(doc, 30);
    const y = doc.y;
    let bottom = y;
    shown.slice(i, i + 2).forEach(([label, value], column) => {
      const x = MARGIN + column * columnWidth;
      doc
        .font('Helvetica')
        .fontSize(7.5)
        .fillColor(MUTED)
        .text(label.toUpperCase(), x, y, { width: columnWidth - 12 });
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor('black')
        .text(safeText(value), x, doc.y + 1, { width: columnWidth - 12 });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 6;
  }
}

export type Column = { label: string; width: number; align?: 'left' | 'right' | 'center' };
export type Row = { cells: string[]; bold?: boolean; note?: string };

/** A ruled table with a grey header; widths are fractions of the content width. */
export function drawTable(doc: Pdf, columns: Column[], rows: Row[]) {
  const widths = columns.map((column) => column.width * CONTENT_WIDTH);
  const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const pad = 4;
  const headerRow = () => {
    const y = doc.y;
    doc.rect(MARGIN, y, CONTENT_WIDTH, 16).fillColor(FILL).fill();
    doc.font('Helvetica-Bold').fontSize(7.5).fillColor('black');
    columns.forEach((column, i) =>
      doc.text(column.label.toUpperCase(), xs[i] + pad, y + 5, { width: widths[i] - 2 * pad, align: column.align ?? 'left', lineBreak: false }),
    );
    doc.y = y + 16;
  };
  headerRow();
  for (const row of rows) {
    doc.font(row.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const cellHeights = row.cells.map((cell, i) => doc.heightOfString(safeText(cell), { width: widths[i] - 2 * pad }));
    const noteHeight = row.note
      ? doc
          .font('Helvetica')
          .fontSize(7.5)
          .heightOfString(safeText(row.note), { width: CONTENT_WIDTH - widths[0] - 2 * pad }) + 2
      : 0;
    const height = Math.max(...cellHeights) + noteHeight + 2 * pad;
    if (ensureRoom(doc, height + 4)) headerRow();
    const y = doc.y;
    row.cells.forEach((cell, i) => {
      doc
        .font(row.bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(9)
        .fillColor('black');
      doc.text(safeText(cell), xs[i] + pad, y + pad, { width: widths[i] - 2 * pad, align: columns[i].align ?? 'left' });
    });
    if (row.note) {
      doc
        .font('Helvetica')
        .fontSize(7.5)
        .fillColor(MUTED)
        .text(safeText(row.note), xs[1] + pad, y + pad + Math.max(...cellHeights) + 2, { width: CONTENT_WIDTH - widths[0] - 2 * pad });
    }
    doc.y = y + height;
    rule(doc, doc.y, row.bold ? 1.2 : 0.5);
  }
  doc.fillColor('black');
  doc.y += 10;
}

/** Starts a new page when fewer than `height` points are left; says whether it did. */
export function ensureRoom(doc: Pdf, height: number): boolean {
  if (doc.y + height <= doc.page.height - MARGIN - 24) return false;
  doc.addPage();
  return true;
}
