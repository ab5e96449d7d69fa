/** Why a picked file gave no text: it holds no readable QR code, or it is no picture or PDF at all. */
export class QrFileError extends Error {
  constructor(readonly reason: 'noCode' | 'unreadable') {
    super(reason);
  }
}

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/**
 * The text of the QR code in a picked file: a photo or screenshot is read as it is, a PDF by its
 * first page. html5-qrcode (already used for the camera) reads the picture; it needs an element
 * of the page to draw into, `elementId`, which stays hidden.
 */
export async function readQrFile(file: File, elementId: string): Promise<string> {
  let picture = file;
  if (isPdf(file)) {
    const { pdfFirstPage } = await import('./pdf-first-page');
    picture = await pdfFirstPage(file).catch(() => {
      throw new QrFileError('unreadable');
    });
  }
  const { Html5Qrcode } = await import('html5-qrcode');
  const reader = new Html5Qrcode(elementId, { verbose: false });
  try {
    return await reader.scanFile(picture, false);
  } catch (error) {
    // html5-qrcode rejects with a string when nothing is found, and with an Event when the image does not load.
    throw new QrFileError(typeof error === 'string' || error instanceof Error ? 'noCode' : 'unreadable');
  } finally {
    reader.clear();
  }
}
