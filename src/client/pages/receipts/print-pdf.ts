import type { DocumentLink } from '../../providers/document-methods';

const FRAME_ID = 'document-print-frame';

/** Removes the frame of an earlier print and frees its PDF. */
export function clearPrintFrame(): void {
  const frame = document.getElementById(FRAME_ID) as HTMLIFrameElement | null;
  if (!frame) return;
  URL.revokeObjectURL(frame.src);
  frame.remove();
}

/** Whether this browser shows a PDF inside the page (desktop Chrome, Edge, Firefox, Safari; not Android). */
export const canShowPdf = () => navigator.pdfViewerEnabled === true;

/**
 * Prints a signed document's PDF itself, not the screen: the PDF carries the QR code and the
 * layout the printed document must have, on its own pages.
 *
 * How, under the app's Content-Security-Policy (plugins/security-headers.ts):
 * - The signed link answers with `Content-Disposition: attachment`, `X-Frame-Options: DENY`,
 *   `frame-ancestors 'none'` and a `sandbox` policy, so no frame may show it by its URL, and a new
 *   tab would only download it. Those stay: they keep the file from being framed or run elsewhere.
 * - So the PDF is fetched (`connect-src 'self'`) and shown from a `blob:` URL of this origin in a
 *   hidden frame, where the browser's own PDF viewer loads it; the policy allows `frame-src blob:`
 *   for this alone. A blob document keeps this origin and this policy (`object-src 'none'`,
 *   `script-src 'self'`), and only this origin's scripts can make one.
 * - The frame is same-origin, so `print()` on it opens the print dialog with the PDF's own pages.
 * The frame stays until the next print or until the caller clears it: removing it while the
 * dialog is open would cancel the print.
 */
export async function printPdf(link: DocumentLink): Promise<void> {
  const response = await fetch(link.url, { headers: { Accept: 'application/pdf' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const pdf = new Blob([await response.blob()], { type: 'application/pdf' });
  clearPrintFrame();
  const frame = document.createElement('iframe');
  frame.id = FRAME_ID;
  frame.title = 'PDF';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  // Not display:none: a frame that is not rendered does not load the PDF viewer, and prints blank.
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0', opacity: '0' });
  await new Promise<void>((resolve, reject) => {
    frame.onload = () => {
      try {
        frame.contentWindow!.focus();
        frame.contentWindow!.print();
        resolve();
      } catch (error) {
        reject(error as Error);
      }
    };
    frame.src = URL.createObjectURL(pdf);
    document.body.appendChild(frame);
  });
}
