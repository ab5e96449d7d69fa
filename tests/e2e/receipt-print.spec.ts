import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { mobile, unique } from './pages/admin-api';
import { PaymentsApi, RECEIPT_NUMBER } from './pages/payments-api';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';
import { projectDay } from './pages/project-days';

const today = () => projectDay().iso;

/**
 * Headless Chromium has no print dialog (printing a PDF frame there crashes the tab), so the
 * dialog is the one thing replaced: `print()` on a frame records which document it was asked to
 * print. Everything before it (the signed link, the PDF, the frame and Chromium's PDF viewer in
 * it) is the real thing.
 */
async function recordPrints(page: Page) {
  await page.addInitScript(() => {
    const prints: string[] = [];
    (window as unknown as { __prints: string[] }).__prints = prints;
    // The page's policy keeps fetch() off blob: URLs, so the test keeps the blobs it may read back.
    const blobs = new Map<string, Blob>();
    (window as unknown as { __blobs: Map<string, Blob> }).__blobs = blobs;
    const createObjectURL = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = createObjectURL(object);
      if (object instanceof Blob) blobs.set(url, object);
      return url;
    };
    const pagePrint = window.print.bind(window);
    window.print = () => {
      prints.push('page');
      pagePrint();
    };
    const contentWindow = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')!;
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
      configurable: true,
      get(this: HTMLIFrameElement) {
        const frameWindow = contentWindow.get!.call(this) as Window | null;
        const src = this.src;
        if (frameWindow && src.startsWith('blob:')) frameWindow.print = () => void prints.push(src);
        return frameWindow;
      },
    });
  });
}

/** What the page asked to print: the blob's bytes when it was a frame's document. */
async function printedDocument(page: Page): Promise<Buffer> {
  await page.waitForFunction(() => (window as unknown as { __prints: string[] }).__prints.length > 0);
  const prints = await page.evaluate(() => (window as unknown as { __prints: string[] }).__prints);
  expect(prints, 'one print, of a document in a frame, never the page itself').toEqual([expect.stringMatching(/^blob:/)]);
  // Chromium's own PDF viewer shows the frame's document: the print dialog prints what it shows.
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-extension://'))).toBe(true);
  const bytes = await page.evaluate(
    async (src) => Array.from(new Uint8Array(await (window as unknown as { __blobs: Map<string, Blob> }).__blobs.get(src)!.arrayBuffer())),
    prints[0],
  );
  return Buffer.from(bytes);
}

/** The receipt PDF as a reader sees it: one page, its number written on it, and a QR code that opens /check. */
function expectReceiptPdf(pdf: Buffer, receiptNumber: string, heading: RegExp) {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const dir = mkdtempSync(join(tmpdir(), 'helperA-print-'));
  const file = join(dir, 'printed.pdf');
  writeFileSync(file, pdf);
  expect(execFileSync('qpdf', ['--show-npages', file], { encoding: 'utf8' }).trim()).toBe('1');
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(receiptNumber);
  expect(text).toMatch(heading);
  execFileSync('pdftoppm', ['-r', '150', '-png', '-singlefile', file, join(dir, 'page')]);
  const qr = execFileSync('zbarimg', ['--quiet', '--raw', join(dir, 'page.png')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  expect(qr.trim()).toMatch(/^https?:\/\/[^/]+\/check\?t=/);
}

test('a cashier reprints a receipt from the payment history: Print prints the receipt PDF with its QR code, on one page', async ({ page, request }) => {
  const api = new PaymentsApi(request);
  const note = await api.issuedUsdNote(2345);
  const receiptNumber = await api.payInCash(note._key, today());
  expect(receiptNumber).toMatch(new RegExp(`^${RECEIPT_NUMBER.source}$`));

  await recordPrints(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await new SignInPage(page).signInAs('cashier', undefined, '/make-payment');
  await page.getByRole('textbox', { name: 'Search' }).fill(receiptNumber);
  await page.getByRole('button', { name: `Receipt ${receiptNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Receipt ${receiptNumber}`) });
  await expect(dialog.getByTestId('receipt')).toContainText(note.taxpayerName);

  const signed = page.waitForResponse((response) => response.url().includes('/api/open/documents/receipt/'));
  await dialog.getByRole('button', { name: 'Print' }).click();
  const response = await signed;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expectReceiptPdf(await printedDocument(page), receiptNumber, /PAYMENT RECEIPT/i);
  // The dialog stays as it was, ready for Download PDF or Close.
  await expect(dialog.getByRole('button', { name: 'Print' })).toBeEnabled();
  await page.screenshot({ path: 'tests/e2e/screenshots/receipt-print-1440-en.png', animations: 'disabled' });
});

test('a collection point prints and downloads the receipt of a walk-in fee, in French on a phone', async ({ page }) => {
  await recordPrints(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await new SignInPage(page).signInAs('poc');
  await new ShellPage(page).chooseLanguage('French');
  await page.waitForFunction(() => localStorage.getItem('language') === 'fr');
  await page.goto('/fee');
  await page.getByRole('combobox', { name: 'Redevance' }).fill('1.3.03.01');
  await page.getByRole('option', { name: /^1\.3\.03\.01 — Droit de place au marché — étal/ }).click();
  await page.getByRole('textbox', { name: 'Quantity / Quantité' }).fill('1');
  await page.getByRole('button', { name: 'Payeur de passage' }).click();
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Odile');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(unique('Imprime'));
  await page.getByRole('textbox', { name: 'Téléphone' }).fill(mobile());
  await page.getByRole('button', { name: 'Encaisser la redevance' }).click();
  const heading = page.getByRole('heading', { level: 2, name: /^Reçu / });
  await expect(heading).toHaveText(new RegExp(`^Reçu ${RECEIPT_NUMBER.source}$`));
  const receiptNumber = (await heading.textContent())!.replace(/^Reçu /, '');
  await expect(page.getByTestId('receipt')).toContainText('Odile');

  await page.getByRole('button', { name: 'Imprimer' }).click();
  expectReceiptPdf(await printedDocument(page), receiptNumber, /REÇU DE PAIEMENT/i);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
  const saved = await (await download).path();
  expectReceiptPdf(readFileSync(saved), receiptNumber, /REÇU DE PAIEMENT/i);
  await page.screenshot({ path: 'tests/e2e/screenshots/receipt-print-390-fr.png', animations: 'disabled', fullPage: true });
});
