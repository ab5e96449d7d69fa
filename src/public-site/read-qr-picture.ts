/** The browser's own QR reader (Chrome on Android has it): nothing to download. */
type BarcodeDetectorLike = { detect(source: ImageBitmap): Promise<{ rawValue: string }[]> };
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** A photo is read at this size first (fast), then larger when the code was too small to find. */
const SIZES = [1200, 2400];

async function withDetector(bitmap: ImageBitmap): Promise<string | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const [found] = await new Detector({ formats: ['qr_code'] }).detect(bitmap);
    return found?.rawValue || null;
  } catch {
    // A detector without the QR format, or one that failed: jsQR reads it instead.
    return null;
  }
}

/**
 * The text of the QR code in a picked photo or screenshot, read on the phone (the picture is never
 * sent); null when none is found. jsQR (some 40 KiB) is downloaded only when the browser has no
 * reader of its own, and only once someone picks a picture.
 */
export async function readQrPicture(file: File): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    const native = await withDetector(bitmap);
    if (native) return native;
    const { default: jsQR } = await import('jsqr');
    for (const size of SIZES) {
      const scale = Math.min(1, size / Math.max(bitmap.width, bitmap.height));
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return null;
      context.drawImage(bitmap, 0, 0, width, height);
      const found = jsQR(context.getImageData(0, 0, width, height).data, width, height);
      if (found?.data) return found.data;
      if (scale === 1) break;
    }
    return null;
  } finally {
    bitmap.close();
  }
}
