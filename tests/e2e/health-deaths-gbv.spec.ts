import { expect, test, type Download, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { SignInPage } from './pages/sign-in-page';
import { projectDay } from './pages/project-days';

/** A day `days` before today, as the screens take it (DD/MM/YYYY) and as the check page prints it. */
function daysAgo(days: number) {
  return projectDay(-days).typed;
}

/** What a phone reads from the printed certificate: page 1 rendered at 150 dpi, the QR decoded from the pixels. */
async function qrOfPdf(download: Download): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'death-pdf-'));
  const file = join(dir, 'certificate.pdf');
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  execFileSync('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', file, join(dir, 'page')]);
  const png = PNG.sync.read(readFileSync(join(dir, 'page.png')));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code, 'a QR code on page 1').toBeTruthy();
  return code!.data;
}

async function switchUser(page: Page, userName: string, path: string) {
  await page.goto('/sign-out');
  await new SignInPage(page).signInAs(userName, undefined, path);
}

/** A select by its label (its accessible name goes on with the value chosen, so only the start is matched). */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('a registrar declares a death, the supervisor approves it, and its certificate QR verifies', async ({ page }) => {
  // Three people sign in one after the other.
  test.setTimeout(120_000);
  const lastName = `Kabila${Date.now() % 100000}`;
  const dateOfDeath = daysAgo(3);
  await new SignInPage(page).signInAs('registrar', undefined, '/death');
  await expect(page.getByRole('heading', { level: 1, name: 'Deaths' })).toBeVisible();
  await page.getByRole('link', { name: 'Declare a death' }).click();

  const form = page.getByRole('form', { name: 'Declare the death' });
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Joseph');
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill(lastName);
  await choose(page, 'Sex', 'Male');
  // The shared rule: a death cannot come before the birth (checked here before the server checks it again).
  await form.getByRole('textbox', { name: 'Date of birth', exact: true }).fill(daysAgo(1));
  await form.getByRole('textbox', { name: 'Date of death' }).fill(dateOfDeath);
  await choose(page, 'Hospital', /Sendwe/);
  await form.getByRole('textbox', { name: 'Immediate cause of death' }).fill('Cardiac arrest');
  await form.getByRole('textbox', { name: "Declarant's full name" }).fill('Marie Kabila');
  await choose(page, 'Relation to the deceased', 'Spouse');
  await form.getByRole('textbox', { name: 'Declarant mobile' }).fill('812345678');
  await form.getByRole('button', { name: 'Declare the death' }).click();
  await expect(form.getByText('The date of death cannot be before the date of birth.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Date of birth', exact: true }).fill('');
  await form.getByRole('textbox', { name: 'Age in years' }).fill('67');
  await form.getByRole('button', { name: 'Declare the death' }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Joseph ${lastName}` })).toBeVisible();
  await expect(page.getByText('Waiting for approval')).toBeVisible();
  const detailUrl = new URL(page.url()).pathname;
  expect(detailUrl).toMatch(/^\/death\/[^/]+$/);

  await switchUser(page, 'supervisor', '/death');
  await page.getByRole('tab', { name: 'Approval queue' }).click();
  await page.goto(detailUrl);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  const number = (await page.getByRole('definition').filter({ hasText: /^DC-/ }).textContent())!;
  expect(number).toMatch(/^DC-\d{4}-/);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download the death certificate ${number}` }).click()]);
  expect(download.suggestedFilename()).toContain('.pdf');
  const scanned = await qrOfPdf(download);
  expect(scanned).toMatch(/\/check\?t=/);

  // The public check page, as anyone scanning the paper sees it: the certificate's facts from the register.
  await page.goto(scanned);
  const facts = page.locator('[data-death-certificate]');
  await expect(facts).toContainText(dateOfDeath);
  await expect(facts).toContainText('Hôpital Jason Sendwe');

  // The staff QR page (field staff holding the QR Code right) proves it genuine too.
  await switchUser(page, 'admin', '/qr-code');
  await page.getByRole('textbox', { name: 'Scanned link, token or tax-note reference' }).fill(scanned);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Genuine document' })).toBeVisible();
});

test('a case worker records a GBV case and sees its identity; another GBV role does not, in French', async ({ page }) => {
  const survivor = `Survivante ${Date.now() % 100000}`;
  await new SignInPage(page).signInAs('caseworker', undefined, '/gbv-case');
  await expect(page.getByRole('heading', { level: 1, name: 'GBV cases' })).toBeVisible();
  await page.getByRole('link', { name: 'Record a case' }).click();

  const form = page.getByRole('form', { name: 'Record the case' });
  await form.getByRole('textbox', { name: 'Age in years' }).fill('24');
  await choose(page, 'Sex', 'Female');
  await choose(page, 'Incident type', 'Physical assault');
  await form.getByRole('textbox', { name: 'Incident date' }).fill(daysAgo(5));
  await page.getByRole('combobox', { name: 'Zone' }).fill('Panda');
  await page.getByRole('option', { name: /Panda/ }).first().click();
  await choose(page, 'Health', 'Referred');
  await form.getByRole('textbox', { name: "Survivor's name" }).fill(survivor);
  await form.getByRole('button', { name: 'Record the case' }).click();
  // A referral shares the case with another agency: not without the survivor's consent.
  await expect(form.getByText("A referral needs the survivor's consent: record the consent before any referral.")).toBeVisible();
  await form.getByLabel('The survivor consents to referrals').check();
  await form.getByRole('button', { name: 'Record the case' }).click();

  const code = page.getByRole('heading', { level: 1, name: /^GBV-\d{4}-\d{6}$/ });
  await expect(code).toBeVisible();
  const caseCode = (await code.textContent())!;
  await expect(page.getByRole('region', { name: 'Confidential: identity of the survivor' })).toContainText(survivor);
  const caseUrl = new URL(page.url()).pathname;

  // The coded list never names the survivor.
  await page.getByRole('link', { name: 'Back to the GBV cases' }).click();
  await page.getByRole('textbox', { name: 'Case code' }).fill(caseCode);
  await expect(page.getByRole('cell', { name: caseCode })).toBeVisible();
  await expect(page.getByText(survivor)).toHaveCount(0);

  // The registrar works on GBV cases too, but this case is not theirs: the identity stays restricted.
  await switchUser(page, 'registrar', caseUrl);
  await page.evaluate(() => localStorage.setItem('language', 'fr'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: caseCode })).toBeVisible();
  await expect(page.getByTestId('gbv-identity-restricted')).toHaveText(
    'Les données identifiantes sont restreintes : seuls le gestionnaire du cas et les superviseurs VBG les voient.',
  );
  await expect(page.getByText('Type d’incident')).toBeVisible();
  await expect(page.getByText(survivor)).toHaveCount(0);
});
