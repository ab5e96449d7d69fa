import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { PaymentsApi, type IssuedNote } from './pages/payments-api';
import { SignInPage } from './pages/sign-in-page';

const SHOTS = 'tests/e2e/screenshots/qr-picture';
const STAFF = 'receveur';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

type Printed = { pdf: string; photo: string; blank: string; link: string };

/**
 * A printed note as a person holds it: its PDF, a picture of its first page (150 dpi, as a phone
 * photo of the paper would be), a picture with no code, and the link its QR code carries.
 */
async function printedNote(api: PaymentsApi, request: APIRequestContext, note: IssuedNote): Promise<Printed> {
  const link = (await api.call(STAFF, 'GET', `taxNote/${note._key}/document-link?lang=en`)) as { url: string };
  const dir = mkdtempSync(join(tmpdir(), 'qr-picture-'));
  const pdf = join(dir, 'note.pdf');
  writeFileSync(pdf, await (await request.get(link.url)).body());
  execFileSync('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', pdf, join(dir, 'photo')]);
  const photo = join(dir, 'photo.png');
  const png = PNG.sync.read(readFileSync(photo));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code, 'a QR code on page 1').toBeTruthy();
  const blank = new PNG({ width: 400, height: 300 });
  blank.data.fill(255);
  writeFileSync(join(dir, 'blank.png'), PNG.sync.write(blank));
  return { pdf, photo, blank: join(dir, 'blank.png'), link: code!.data };
}

/** A demo note whose reference ends in '*', the 37th check character, read through the staff API. */
async function starNote(api: PaymentsApi): Promise<{ _key: string; reference: string }> {
  const notes = (await api.call(STAFF, 'GET', 'taxNote/notes?range=[0,199]')) as { _key: string; reference: string }[];
  const star = notes.find((note) => note.reference.endsWith('*'));
  expect(star, "a demo note whose reference ends in '*'").toBeTruthy();
  return star!;
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const pickFile = (page: Page, path: string) => page.locator('input[type="file"]').setInputFiles(path);

test.describe('staff /qr-code', () => {
  test('reads the QR code of a photo or of the PDF, says when a picture holds none, and opens a reference ending in *', async ({ page, request }) => {
    const api = new PaymentsApi(request);
    const note = await api.issuedUsdNote(1234);
    const printed = await printedNote(api, request, note);
    const star = await starNote(api);
    await page.setViewportSize(DESKTOP);
    await new SignInPage(page).signInAs(STAFF, undefined, '/qr-code');
    await expect(page.getByRole('button', { name: 'Read from a picture or a PDF' })).toBeVisible();

    await pickFile(page, printed.photo);
    await expect(page.getByRole('status').filter({ hasText: 'Genuine document' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('definition').filter({ hasText: note.reference })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Printed on' })).toBeVisible();
    await shot(page, 'staff-photo-en-1440');

    await pickFile(page, printed.blank);
    await expect(page.getByRole('alert').filter({ hasText: 'No QR code was found in this file.' })).toBeVisible({ timeout: 20_000 });

    await pickFile(page, printed.pdf);
    await expect(page.getByRole('status').filter({ hasText: 'Genuine document' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('textbox', { name: 'Scanned link, token or tax-note reference' })).toHaveValue(printed.link);

    await page.getByRole('textbox', { name: 'Scanned link, token or tax-note reference' }).fill(star.reference.toLowerCase());
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/tax-note/${star._key}/show`));
  });

  test('in French on a phone', async ({ page, request }) => {
    const api = new PaymentsApi(request);
    const note = await api.issuedUsdNote(4321);
    const printed = await printedNote(api, request, note);
    await page.setViewportSize(PHONE);
    await new SignInPage(page).signInAs(STAFF, undefined, '/my-work');
    await page.evaluate(() => localStorage.setItem('language', 'fr'));
    await page.goto('/qr-code');
    await expect(page.getByRole('button', { name: 'Lire depuis une image ou un PDF' })).toBeVisible();
    await pickFile(page, printed.pdf);
    await expect(page.getByRole('status').filter({ hasText: 'Document authentique' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('term').filter({ hasText: 'Imprimé le' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'staff-pdf-fr-390');
  });
});

test.describe('public /check without a QR code', () => {
  test('a citizen pastes the link, or picks a photo of the code, and sees the verdict', async ({ page, request }) => {
    const api = new PaymentsApi(request);
    const note = await api.issuedUsdNote(2500);
    const printed = await printedNote(api, request, note);
    await page.setViewportSize(PHONE);
    await page.goto('/check?lang=en');
    await shot(page, 'public-check-en-390');
    await page.getByLabel("Link read from the QR code, or the document's reference").fill(printed.link);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Genuine document' })).toBeVisible();
    await expect(page.getByText('Checked on this phone with the tax office key.')).toBeVisible();

    await page.goto('/check?lang=fr');
    await page.getByLabel('Ou choisissez une photo du code QR').setInputFiles(printed.photo);
    await expect(page.getByRole('heading', { name: 'Document authentique' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(note.reference).first()).toBeVisible();
    await shot(page, 'public-check-photo-fr-390');

    await page.goto('/check?lang=en');
    await page.getByLabel('Or pick a photo of the QR code').setInputFiles(printed.blank);
    await expect(page.getByRole('status')).toHaveText(/No QR code was found in this picture/, { timeout: 20_000 });
  });

  test.describe('with JavaScript turned off', () => {
    test.use({ javaScriptEnabled: false });

    test('the form takes a typed reference and leads to the lookup, the picture picker stays out of the way', async ({ page, request }) => {
      const star = await starNote(new PaymentsApi(request));
      await page.goto('/check?lang=en');
      await expect(page.getByLabel('Or pick a photo of the QR code')).toBeHidden();
      await page.getByLabel("Link read from the QR code, or the document's reference").fill(star.reference);
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await expect(page.getByText('A reference alone does not prove a document')).toBeVisible();
      await expect(page.getByLabel('Tax note reference')).toHaveValue(star.reference);
    });
  });
});

test('public pages at 390 and 1440 px, in English and French, stay light', async ({ page }) => {
  for (const [width, viewport] of [
    [390, PHONE],
    [1440, DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const language of ['en', 'fr']) {
      for (const path of ['home', 'check', 'contact']) {
        await page.goto(`/${path}?lang=${language}`);
        await expect(page.getByRole('contentinfo')).toHaveText(`Mapato © ${new Date().getFullYear()}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await shot(page, `public-${path}-${language}-${width}`);
      }
    }
  }
  // DESIGN's budget: the first load of /home at most 30 KiB transferred.
  const context = await page.context().browser()!.newContext();
  const cold = await context.newPage();
  const session = await context.newCDPSession(cold);
  await session.send('Network.enable');
  let bytes = 0;
  session.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
  await cold.goto('/home');
  await cold.waitForLoadState('networkidle');
  console.log(`public /home first load: ${bytes} bytes`);
  expect(bytes).toBeLessThanOrEqual(30 * 1024);
  await context.close();
});

test('the administrator changes the contact phone in the project settings and /contact shows it', async ({ page }) => {
  const phone = `+243 99 ${String(Date.now()).slice(-3)} 0199`;
  await page.setViewportSize(DESKTOP);
  await new SignInPage(page).signInAs('admin', undefined, '/project/proj-hk-tax/settings');
  const field = page.getByRole('textbox', { name: 'Contact phone (public)' });
  await expect(field).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Opening hours (public)' })).toBeVisible();
  await field.fill(phone);
  await shot(page, 'staff-project-settings-en-1440');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/saved|updated/i).first()).toBeVisible();
  await page.goto('/contact?lang=en');
  await expect(page.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/ /g, '')}`);
});
