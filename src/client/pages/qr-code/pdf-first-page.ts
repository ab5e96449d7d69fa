/**
 * A PDF's first page as a PNG picture, for the QR reader: our tax notes, receipts and clearances
 * carry their QR code on page 1. pdf.js is large, so this module (and pdf.js with its worker) is
 * loaded only when someone picks a PDF.
 */

/** 2 × 72 dpi: the printed QR box (about 3 cm) becomes some 170 pixels, plenty for the reader. */
const SCALE = 2;

export async function pdfFirstPage(file: File): Promise<File> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  // No eval: the site's Content-Security-Policy refuses it, and a QR code needs no font program.
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(await file.arrayBuffer()), isEvalSupported: false }).promise;
  try {
    const page = await pdf.getPage(1);
    const viewport = page.getViewport({ scale: SCALE });
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    await page.render({ canvas, viewport }).promise;
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!png) throw new Error('The page could not be drawn');
    return new File([png], `${file.name}-page-1.png`, { type: 'image/png' });
  } finally {
    void pdf.destroy();
  }
}
