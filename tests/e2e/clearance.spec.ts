import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { PaymentsApi } from './pages/payments-api';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';
import { projectDay } from './pages/project-days';

const STAFF = 'receveur';
const today = () => projectDay().iso;

const WORDS = {
  en: {
    title: 'Clearance',
    citizen: /^Citizen/,
    request: 'Request the clearance',
    refused: 'Clearance refused',
    issued: 'Clearance issued',
    download: /^Download certificate/,
    scanned: 'Scanned link, token or tax-note reference',
    check: 'Check',
    genuine: 'Genuine document',
    valid: 'Valid clearance, until',
  },
  fr: {
    title: 'Attestation fiscale',
    citizen: /^Citoyen/,
    request: 'Demander l’attestation',
    refused: 'Attestation refusée',
    issued: 'Attestation délivrée',
    download: /^Télécharger l’attestation/,
    scanned: 'Lien scanné, jeton ou référence de note',
    check: 'Vérifier',
    genuine: 'Document authentique',
    valid: 'Attestation valable jusqu’au',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

/** What a phone reads from the downloaded certificate: page 1 rendered at 150 dpi, the QR decoded from the pixels. */
async function qrOfDownload(page: Page, words: Words): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('clearance-issued').getByRole('button', { name: words.download }).click(),
  ]);
  const pdf = await download.path();
  const dir = mkdtempSync(join(tmpdir(), 'clearance-pdf-'));
  execFileSync('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', pdf, join(dir, 'page')]);
  const png = PNG.sync.read(readFileSync(join(dir, 'page.png')));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code, 'a QR code on page 1').toBeTruthy();
  return code!.data;
}

async function requestClearance(page: Page, words: Words, lastName: string) {
  const input = page.getByRole('combobox', { name: words.citizen });
  await input.fill(lastName);
  await page.getByRole('option', { name: new RegExp(lastName) }).click();
  await page.getByRole('button', { name: words.request }).click();
}

/** `heading`: what the verdict says; a revoked certificate is headed in an alert, never a green 'Genuine'. */
async function checkOnQrPage(
  page: Page,
  words: Words,
  scanned: string,
  heading: { role: 'status' | 'alert'; text: string } = { role: 'status', text: words.genuine },
) {
  await page.goto('/qr-code');
  await page.getByRole('textbox', { name: words.scanned }).fill(scanned);
  await page.getByRole('button', { name: words.check, exact: true }).click();
  await expect(page.getByRole(heading.role).filter({ hasText: heading.text })).toBeVisible();
}

for (const language of ['en', 'fr'] as const) {
  test(`a clearance is refused while a note is unpaid, issued once paid, and its QR verified (${language})`, async ({ page, request }) => {
    const words = WORDS[language];
    const api = new PaymentsApi(request);
    const note = await api.issuedUsdNote(2500);
    const lastName = note.taxpayerName.replace(/^Bea /, '');

    await new SignInPage(page).signInAs(STAFF);
    if (language === 'fr') await new ShellPage(page).chooseLanguage('French');
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/clearance');
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();

    await requestClearance(page, words, lastName);
    const refused = page.getByTestId('clearance-refused');
    await expect(refused).toContainText(words.refused);
    await expect(refused.getByRole('link', { name: new RegExp(note.reference) })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await api.payInCash(note._key, today());
    await page.getByRole('button', { name: words.request }).click();
    const issued = page.getByTestId('clearance-issued');
    await expect(issued).toContainText(words.issued);
    await expect(issued).toContainText(note.taxpayerName);
    const scanned = await qrOfDownload(page, words);
    expect(scanned).toMatch(/\/check\?t=/);

    await checkOnQrPage(page, words, scanned);
    await expect(page.getByTestId('current-state')).toContainText(words.valid);
    await expect(page.getByRole('definition').filter({ hasText: note.taxpayerName })).toBeVisible();

    if (language === 'en') {
      // Revoked: the QR page and the public check page say so, whatever the paper says.
      await page.goto('/clearance');
      await page
        .getByRole('button', { name: /^Revoke certificate/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Issued by mistake');
      await dialog.getByRole('button', { name: 'Revoke the certificate' }).click();
      await expect(dialog).toBeHidden();
      await checkOnQrPage(page, words, scanned, { role: 'alert', text: 'Revoked document' });
      await expect(page.getByText(words.genuine)).toHaveCount(0);
      await expect(page.getByTestId('current-state')).toContainText('REVOKED on');
      await expect(page.getByTestId('current-state')).toContainText('Issued by mistake');
      await page.goto(`${new URL(scanned).pathname}${new URL(scanned).search}&lang=en`);
      await expect(page.getByRole('alert').filter({ hasText: 'REVOKED on' })).toBeVisible();
    }
  });
}
