import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { audit } from './pages/axe-audit';
import { TAX_PROJECT } from './pages/admin-api';
import { DEMO_PASSWORD } from './pages/sign-in-page';

type DemoNote = { reference: string; phoneCountryCode: string; phoneNumber: string; taxpayerName: string };

/** A demo note handed to its taxpayer, read through the staff API as the admin sees it. */
async function demoNote(request: APIRequestContext): Promise<DemoNote> {
  const login = await request.post('/api/Authentication/login', { data: { userName: 'admin', password: DEMO_PASSWORD } });
  const token = (await login.json()).data.token as string;
  const filter = encodeURIComponent(JSON.stringify({ lifecycle: 'issued' }));
  const response = await request.get(`/api/taxNote/notes?filter=${filter}&range=[0,0]`, {
    headers: { Authorization: `Bearer ${token}`, 'Project-Key': TAX_PROJECT.key },
  });
  expect(response.ok()).toBeTruthy();
  const [note] = (await response.json()).data as DemoNote[];
  return note!;
}

async function lookUp(
  page: Page,
  note: DemoNote,
  labels = { reference: 'Tax note reference', mobile: 'Mobile number on the note', submit: 'Find my tax note' },
) {
  await page.getByLabel(labels.reference).fill(note.reference);
  await page.getByLabel(labels.mobile).fill(`0${note.phoneNumber}`);
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(note.reference);
}

async function downloadsPdf(page: Page, name: string | RegExp) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('a citizen looks up a demo note and downloads its PDF', async ({ page, request }) => {
    const note = await demoNote(request);
    await page.goto('/home');
    await lookUp(page, note);
    await expect(page.getByText('Taxpayer')).toBeVisible();
    await expect(page.getByText(note.taxpayerName)).toHaveCount(0);
    await downloadsPdf(page, 'Download the tax note (PDF)');
  });
});

test('a citizen looks up a demo note with JavaScript on, on a phone, and downloads the PDF; axe finds nothing', async ({ page, request }) => {
  const note = await demoNote(request);
  await page.goto('/home');
  await page.screenshot({ path: 'test-results/public-home-1366-en.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await audit(page, '/home')).toEqual([]);
  expect(await noHorizontalScroll(page)).toBe(true);
  await page.screenshot({ path: 'test-results/public-home-390-en.png', fullPage: true });
  await lookUp(page, note);
  expect(await audit(page, 'summary')).toEqual([]);
  expect(await noHorizontalScroll(page)).toBe(true);
  await page.screenshot({ path: 'test-results/public-summary-390-en.png', fullPage: true });
  await downloadsPdf(page, 'Download the tax note (PDF)');
  await page.setViewportSize({ width: 1366, height: 850 });
  await page.screenshot({ path: 'test-results/public-summary-1366-en.png', fullPage: true });
});

test('a wrong mobile finds nothing', async ({ page, request }) => {
  const note = await demoNote(request);
  await page.goto('/home');
  await page.getByLabel('Tax note reference').fill(note.reference);
  await page.getByLabel('Mobile number on the note').fill('0811111111');
  await page.getByRole('button', { name: 'Find my tax note' }).click();
  await expect(page.getByRole('alert')).toContainText('No tax note found');
});

test('the French version', async ({ page, request }) => {
  const note = await demoNote(request);
  await page.goto('/home?lang=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await noHorizontalScroll(page)).toBe(true);
  await page.screenshot({ path: 'test-results/public-home-390-fr.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 850 });
  await page.screenshot({ path: 'test-results/public-home-1366-fr.png', fullPage: true });
  await lookUp(page, note, { reference: 'Référence de la note', mobile: 'Numéro de mobile de la note', submit: 'Retrouver ma note' });
  await expect(page.getByText('Reste à payer')).toBeVisible();
  expect(await audit(page, 'summary fr')).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await noHorizontalScroll(page)).toBe(true);
  await page.screenshot({ path: 'test-results/public-summary-390-fr.png', fullPage: true });
  await downloadsPdf(page, 'Télécharger la note de taxation (PDF)');
});
