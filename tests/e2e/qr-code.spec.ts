import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { PaymentsApi, type IssuedNote } from './pages/payments-api';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';

const SHOTS = 'tests/e2e/screenshots/qr-code';
const STAFF = 'receveur';

/** What a phone reads from the printed note: page 1 of its PDF rendered at 150 dpi, the QR decoded from the pixels. */
async function qrOfNotePdf(api: PaymentsApi, request: APIRequestContext, note: IssuedNote): Promise<string> {
  const link = (await api.call(STAFF, 'GET', `taxNote/${note._key}/document-link?lang=en`)) as { url: string };
  const response = await request.get(link.url);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const dir = mkdtempSync(join(tmpdir(), 'qr-pdf-'));
  writeFileSync(join(dir, 'note.pdf'), await response.body());
  execFileSync('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', join(dir, 'note.pdf'), join(dir, 'page')]);
  const png = PNG.sync.read(readFileSync(join(dir, 'page.png')));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code, 'a QR code on page 1').toBeTruthy();
  return code!.data;
}

async function check(page: Page, text: string, language: 'en' | 'fr' = 'en') {
  const [label, submit] = language === 'en' ? ['Scanned link, token or tax-note reference', 'Check'] : ['Lien scanné, jeton ou référence de note', 'Vérifier'];
  await page.getByRole('textbox', { name: label }).fill(text);
  await page.getByRole('button', { name: submit, exact: true }).click();
}

const facts = (page: Page, name: string) => page.getByRole('definition').filter({ hasText: name });

test('staff prove a printed note genuine from its QR code, offline too, and spot a forged one', async ({ page, context, request }) => {
  const api = new PaymentsApi(request);
  const note = await api.issuedUsdNote(1234);
  const scanned = await qrOfNotePdf(api, request, note);
  expect(scanned).toMatch(/\/check\?t=/);

  await new SignInPage(page).signInAs(STAFF, undefined, '/qr-code');
  await expect(page.getByRole('heading', { level: 1, name: 'QR Code' })).toBeVisible();
  // The page keeps the published keys as it opens: from then on a check needs no network.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mapato.documentKeys'))).toMatch(/^\{"/);

  await check(page, scanned);
  await expect(page.getByRole('status').filter({ hasText: 'Genuine document' })).toBeVisible();
  await expect(facts(page, note.reference)).toBeVisible();
  await expect(facts(page, note.taxpayerName)).toBeVisible();
  await expect(facts(page, '$12.34')).toBeVisible();
  await expect(page.getByTestId('current-state')).toContainText('Current state');
  await expect(page.getByRole('note')).toHaveText(
    'If the details do not match the tax note or receipt, the document is fake. It must be reported immediately to field staff.',
  );
  // The online check is in the log.
  await expect(page.getByRole('region', { name: 'Verification log' }).getByText(note.reference).first()).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Scanned link, token or tax-note reference' }).fill('');
  await check(page, scanned);
  await expect(page.getByRole('status').filter({ hasText: 'Genuine document' })).toBeVisible();
  await expect(page.getByTestId('current-state')).toHaveText('Offline: current state unknown');
  await expect(facts(page, note.reference)).toBeVisible();

  await context.setOffline(false);
  const token = new URL(scanned).searchParams.get('t')!;
  const tampered = token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1);
  await check(page, tampered);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid QR Code' })).toBeVisible();
  await expect(page.getByText('Genuine document')).toHaveCount(0);
});

test('a browser with no camera says no devices found', async ({ page, context }) => {
  await context.grantPermissions(['camera']);
  await new SignInPage(page).signInAs(STAFF, undefined, '/qr-code');
  await page.getByRole('button', { name: 'Scan with the camera' }).click();
  await expect(page.getByRole('alert')).toContainText('No devices found');
});

test('in French the page checks a document and names the camera problem', async ({ page, context, request }) => {
  const api = new PaymentsApi(request);
  const note = await api.issuedUsdNote(999);
  const scanned = await qrOfNotePdf(api, request, note);
  await context.grantPermissions(['camera']);
  await new SignInPage(page).signInAs(STAFF);
  const shell = new ShellPage(page);
  await shell.chooseLanguage('French');
  await expect(shell.heading()).toHaveText('Mon travail');
  await page.goto('/qr-code');
  await expect(page.getByRole('heading', { level: 1, name: 'Code QR' })).toBeVisible();
  await check(page, scanned, 'fr');
  await expect(page.getByRole('status').filter({ hasText: 'Document authentique' })).toBeVisible();
  await expect(facts(page, note.reference)).toBeVisible();
  await expect(facts(page, 'Note de taxation')).toBeVisible();
  await page.getByRole('button', { name: 'Scanner avec la caméra' }).click();
  await expect(page.getByRole('alert')).toContainText('Aucun appareil trouvé');
});

for (const language of ['en', 'fr'] as const) {
  for (const width of [390, 1366]) {
    test(`screenshot of /qr-code at ${width} px in ${language}`, async ({ page, request }) => {
      const api = new PaymentsApi(request);
      const note = await api.issuedUsdNote(500);
      const scanned = await qrOfNotePdf(api, request, note);
      await page.setViewportSize({ width, height: 900 });
      await new SignInPage(page).signInAs(STAFF);
      if (language === 'fr') await new ShellPage(page).chooseLanguage('French');
      await page.goto('/qr-code');
      await check(page, scanned, language);
      await expect(page.getByTestId('check-result')).toBeVisible();
      await expect(page.getByTestId('current-state')).toBeVisible();
      // Nothing wider than the screen: a phone must not scroll sideways to read the facts.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/qr-code-${language}-${width}.png`, fullPage: true, animations: 'disabled' });
    });
  }
}
