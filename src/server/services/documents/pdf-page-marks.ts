import { CONTENT_WIDTH, ensureRoom, MARGIN, MUTED, PAGE_WIDTH, rule, RULE, safeText, type Pdf, type Translator } from './pdf-layout';

// What sits on top of a document's content: the QR code block, the cancelled stamp, the page footers.

/**
 * The signed QR code with what to do with it, and the warning against forgeries: SPEC's, which
 * speaks of a tax note or receipt, unless the paper is another kind and names itself.
 */
export async function drawQr(doc: Pdf, t: Translator, url: string, origin: string, warning = t('qr.warning')) {
  const size = 108;
  ensureRoom(doc, size + 12);
  const { default: QRCode } = await import('qrcode');
  const png = await QRCode.toBuffer(url, { errorCorrectionLevel: 'M', margin: 1, scale: 4 });
  const y = doc.y;
  doc
    .rect(MARGIN, y, CONTENT_WIDTH, size + 12)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.image(png, MARGIN + 6, y + 6, { width: size, height: size });
  const x = MARGIN + size + 20;
  const width = CONTENT_WIDTH - size - 32;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('black')
    .text(t('qr.caption'), x, y + 14, { width });
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(t('qr.checkAt', { origin: safeText(origin) }), x, doc.y + 2, { width });
  doc
    .font('Helvetica-Bold')
    .fontSize(8.5)
    .fillColor('black')
    .text(warning, x, doc.y + 8, { width });
  doc.y = y + size + 20;
}

/** A big grey diagonal word across every page (a reversed receipt). */
export function stampEveryPage(doc: Pdf, word: string) {
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    doc.save();
    doc.rotate(-30, { origin: [PAGE_WIDTH / 2, doc.page.height / 2] });
    doc.font('Helvetica-Bold').fontSize(90).fillColor('#777777').fillOpacity(0.35);
    doc.text(word, 0, doc.page.height / 2 - 45, { width: PAGE_WIDTH, align: 'center', lineBreak: false });
    doc.restore();
  }
}

/** Print date and page numbers at the foot of every page. */
export function drawFooters(doc: Pdf, t: Translator, printedOn: string) {
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    const y = doc.page.height - MARGIN + 6;
    // Writing below the bottom margin must not open a new page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    rule(doc, y - 4);
    doc.font('Helvetica').fontSize(7.5).fillColor(MUTED);
    doc.text(t('footer.printedOn', { date: printedOn }), MARGIN, y, { width: CONTENT_WIDTH / 2, lineBreak: false });
    doc.text(t('footer.page', { page: page - range.start + 1, pages: range.count }), MARGIN + CONTENT_WIDTH / 2, y, {
      width: CONTENT_WIDTH / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.fillColor('black');
}
