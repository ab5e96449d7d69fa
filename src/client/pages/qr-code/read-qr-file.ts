import { readQrPicture } from '../../../public-site/read-qr-picture';

/** Why a picked file gave no text: it holds no readable QR code, or it is no picture or PDF at all. */
export class QrFileError extends Error {
  constructor(readonly reason: 'noCode' | 'unreadable') {
    super(reason);
  }
}

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/**
 * The text of the QR code in a picked file: a photo or screenshot is read as it is, a PDF by its
 * first page. The public /check page's reader reads the picture (the browser's BarcodeDetector, else
 * jsQR at two sizes): html5-qrcode's file reader missed the code of some printed notes that jsQR
 * reads, so the camera alone keeps html5-qrcode.
 */
export async function readQrFile(file: File): Promise<string> {
  let picture = file;
  if (isPdf(file)) {
    const { pdfFirstPage } = await import('./pdf-first-page');
    picture = await pdfFirstPage(file).catch(() => {
      throw new QrFileError('unreadable');
    });
  }
  const text = await readQrPicture(picture).catch(() => {
    // createImageBitmap refuses what is no picture at all.
    throw new QrFileError('unreadable');
  });
  if (!text) throw new QrFileError('noCode');
  return text;
}
