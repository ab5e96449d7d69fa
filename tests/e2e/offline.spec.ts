import { expect, test, type APIRequestContext, type BrowserContext, type Page, type Request } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { PaymentsApi, type IssuedNote } from './pages/payments-api';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';
import { projectDay } from './pages/project-days';

/**
 * The staff app with the network gone, the service worker at work (the suite's default blocks it):
 * a reload offline opens the shell with its menus from the device, the births outbox and its form
 * keep working, and the app catches up by itself when the network returns; /qr-code opens offline
 * and still proves a printed document genuine with the keys the shell kept.
 */
test.use({ serviceWorkers: 'allow' });
// Installing the worker downloads the whole app once: slower than a screen.
test.setTimeout(240_000);

const SHOTS = 'tests/e2e/screenshots/offline';

const WORDS = {
  en: {
    language: 'English',
    births: 'Births',
    banner: 'You are offline. Births declared now are kept in the outbox on this device and sent by themselves when the network returns.',
    outboxTab: /^Outbox/,
    registerTab: 'Register',
    declareLink: 'Declare a birth',
    child: 'Child',
    mother: 'Mother',
    delivery: 'Delivery',
    hospital: /^Hospital/,
    firstName: /^First name/,
    lastName: /^Last name/,
    gender: /^Gender/,
    female: 'Female',
    dateOfBirth: /^Date of birth/,
    height: /^Height \(cm\)/,
    weight: /^Weight \(kg\)/,
    age: /^Age/,
    zone: /^Health zone/,
    motherHealth: /^Mother health/,
    good: 'Good',
    caseType: /^Case type/,
    normal: 'Normal',
    deliveryType: /^Delivery type/,
    vaginal: 'Vaginal',
    keep: 'Keep in the outbox',
    outboxList: 'Declarations in the outbox',
    waitingToSend: 'Waiting to send',
    outboxEmpty: 'The outbox is empty',
    outboxNote: 'You are offline. The declarations in the outbox stay on this device and are sent by themselves when the network returns.',
    waitingForApproval: 'Waiting for approval',
    openMenu: 'Open the menu',
  },
  fr: {
    language: 'French',
    births: 'Naissances',
    banner:
      "Vous êtes hors ligne. Les naissances déclarées maintenant sont gardées dans la boîte d'envoi de cet appareil et envoyées toutes seules au retour du réseau.",
    outboxTab: /^Boîte d'envoi/,
    registerTab: 'Registre',
    declareLink: 'Déclarer une naissance',
    child: 'Enfant',
    mother: 'Mère',
    delivery: 'Accouchement',
    hospital: /^Hôpital/,
    firstName: /^Prénom/,
    lastName: /^Nom/,
    gender: /^Sexe/,
    female: 'Féminin',
    dateOfBirth: /^Date de naissance/,
    height: /^Taille \(cm\)/,
    weight: /^Poids \(kg\)/,
    age: /^Âge/,
    zone: /^Zone de santé/,
    motherHealth: /^Santé de la mère/,
    good: 'Bonne',
    caseType: /^Type de cas/,
    normal: 'Normal',
    deliveryType: /^Type d'accouchement/,
    vaginal: 'Voie basse',
    keep: "Garder dans la boîte d'envoi",
    outboxList: "Déclarations dans la boîte d'envoi",
    waitingToSend: "En attente d'envoi",
    outboxEmpty: "La boîte d'envoi est vide",
    outboxNote: "Vous êtes hors ligne. Les déclarations de la boîte d'envoi restent sur cet appareil et partent toutes seules au retour du réseau.",
    waitingForApproval: "En attente d'approbation",
    openMenu: 'Ouvrir le menu',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

/** The page is served by the installed service worker: from now on a reload needs no network. */
async function waitForOfflineCopy(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, { timeout: 120_000 });
}

/** Every POST of a birth declaration the server answered. */
function answeredDeclarations(page: Page): Request[] {
  const answered: Request[] = [];
  page.on('requestfinished', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/project/births') answered.push(request);
  });
  return answered;
}

function daysAgo(days: number) {
  return projectDay(-days).typed;
}

async function choose(page: Page, name: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function fillDeclaration(page: Page, words: Words, child: string, mother: string) {
  const childSection = page.getByRole('region', { name: words.child, exact: true });
  await choose(page, words.hospital, /Sendwe/);
  await childSection.getByRole('textbox', { name: words.firstName }).fill(child);
  await childSection.getByRole('textbox', { name: words.lastName }).fill('Kasongo');
  await choose(page, words.gender, words.female);
  await childSection.getByRole('textbox', { name: words.dateOfBirth }).fill(daysAgo(2));
  await childSection.getByRole('textbox', { name: words.height }).fill('50');
  await childSection.getByRole('textbox', { name: words.weight }).fill('3.2');
  const motherSection = page.getByRole('region', { name: words.mother, exact: true });
  await motherSection.getByRole('textbox', { name: words.firstName }).fill('Odette');
  await motherSection.getByRole('textbox', { name: words.lastName }).fill(mother);
  await motherSection.getByRole('textbox', { name: words.age }).fill('29');
  await page.getByRole('region', { name: words.delivery }).getByRole('textbox', { name: words.zone }).fill('Lubumbashi');
  await choose(page, words.motherHealth, words.good);
  await choose(page, words.caseType, words.normal);
  await choose(page, words.deliveryType, words.vaginal);
}

/** Signed in as the registrar, the births screen visited once online (its hospitals kept), the worker installed. */
async function registrarReadyOffline(page: Page, context: BrowserContext, language: 'en' | 'fr') {
  await new SignInPage(page).signInAs('registrar');
  if (language === 'fr') await new ShellPage(page).chooseLanguage('French');
  await page.goto('/birth');
  await expect(page.getByRole('heading', { level: 1, name: WORDS[language].births })).toBeVisible();
  await waitForOfflineCopy(page);
  await context.setOffline(true);
}

/** The drawer's Births entry: on a phone the drawer opens from the menu button first. */
async function expectMenus(page: Page, words: Words) {
  const menuButton = page.getByRole('button', { name: words.openMenu });
  if (!(await menuButton.isVisible())) {
    // A desktop's horizontal layout: the bar's menus are there.
    await expect(page.getByRole('navigation').first().getByRole('button').first()).toBeVisible();
    return;
  }
  await menuButton.click();
  await expect(page.getByRole('navigation').getByRole('link', { name: words.births }).first()).toBeVisible();
}

test('a reload with no network opens the shell and its menus; the outbox and the form work offline; the app catches up by itself', async ({
  page,
  context,
}) => {
  const words = WORDS.en;
  const run = Date.now().toString(36);
  const [child, mother] = [`Neema${run}`, `Mbuyi${run}`];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const answered = answeredDeclarations(page);

  await registrarReadyOffline(page, context, 'en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: words.births })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveText(words.banner);
  await expect(page.getByText('The menu could not be loaded.')).toHaveCount(0);
  await expectMenus(page, words);

  // Another address of the app, typed offline: the worker serves it too.
  await page.goto('/birth/outbox');
  await expect(page.getByText(words.outboxEmpty)).toBeVisible();
  await expect(page.getByText(words.outboxNote)).toBeVisible();

  await page.getByRole('link', { name: words.declareLink }).click();
  await fillDeclaration(page, words, child, mother);
  await page.getByRole('button', { name: words.keep }).click();
  await expect(page).toHaveURL(/\/birth\/outbox$/);
  const entry = page
    .getByRole('list', { name: words.outboxList })
    .getByRole('listitem')
    .filter({ hasText: `${child} Kasongo` });
  await expect(entry).toContainText(words.waitingToSend);

  // Reloaded again offline: the declaration is still there, waiting.
  await page.reload();
  await expect(entry).toContainText(words.waitingToSend);
  expect(answered).toHaveLength(0);

  // The network returns: nobody presses anything.
  await context.setOffline(false);
  await expect(page.getByText(words.outboxEmpty)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  expect(answered).toHaveLength(1);

  await page.getByRole('tab', { name: words.registerTab }).click();
  await page.getByPlaceholder(/Search/).fill(mother);
  const row = page.getByRole('row').filter({ hasText: `${child} Kasongo` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(words.waitingForApproval);
  expect(errors).toEqual([]);
});

test('the menus drawn offline are read again from the server when the network returns', async ({ page, context }) => {
  await registrarReadyOffline(page, context, 'en');
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  const navigation = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/common/navigation' && response.ok());
  await context.setOffline(false);
  await navigation;
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expectMenus(page, WORDS.en);
});

/** What a phone reads from the printed note: page 1 of its PDF rendered at 150 dpi, the QR decoded from the pixels. */
async function qrOfNotePdf(api: PaymentsApi, request: APIRequestContext, note: IssuedNote): Promise<string> {
  const link = (await api.call('receveur', 'GET', `taxNote/${note._key}/document-link?lang=en`)) as { url: string };
  const response = await request.get(link.url);
  const dir = mkdtempSync(join(tmpdir(), 'offline-qr-'));
  writeFileSync(join(dir, 'note.pdf'), await response.body());
  execFileSync('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', join(dir, 'note.pdf'), join(dir, 'page')]);
  const png = PNG.sync.read(readFileSync(join(dir, 'page.png')));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code, 'a QR code on page 1').toBeTruthy();
  return code!.data;
}

test('/qr-code, opened for the first time with no network, proves a printed note genuine with the keys the shell kept', async ({ page, context, request }) => {
  const api = new PaymentsApi(request);
  const note = await api.issuedUsdNote(4321);
  const scanned = await qrOfNotePdf(api, request, note);

  // Signed in at the office; /qr-code is never opened online.
  await new SignInPage(page).signInAs('receveur');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mapato.documentKeys'))).toMatch(/^\{"/);
  await waitForOfflineCopy(page);

  await context.setOffline(true);
  await page.goto('/qr-code');
  await expect(page.getByRole('heading', { level: 1, name: 'QR Code' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'QR Code' })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();

  const field = page.getByRole('textbox', { name: 'Scanned link, token or tax-note reference' });
  await field.fill(scanned);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Genuine document' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: note.reference })).toBeVisible();
  await expect(page.getByTestId('current-state')).toHaveText('Offline: current state unknown');

  // A forged signature is still told apart offline.
  const token = new URL(scanned).searchParams.get('t')!;
  const forged = token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1);
  await field.fill(forged);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid QR Code' })).toBeVisible();
  await context.setOffline(false);
});

for (const language of ['en', 'fr'] as const) {
  test(`screenshots of the offline shell and the births outbox at 390 px in ${language}`, async ({ page, context }) => {
    const words = WORDS[language];
    const run = Date.now().toString(36);
    await page.setViewportSize({ width: 390, height: 844 });
    await registrarReadyOffline(page, context, language);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toHaveText(words.banner);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/offline-shell-${language}-390.png`, fullPage: true, animations: 'disabled' });
    await expectMenus(page, words);
    await page.screenshot({ path: `${SHOTS}/offline-menu-${language}-390.png`, animations: 'disabled' });
    await page.keyboard.press('Escape');

    await page.goto('/birth/declare');
    await fillDeclaration(page, words, `Imani${run}`, `Ngoy${run}`);
    await page.getByRole('button', { name: words.keep }).click();
    const entry = page
      .getByRole('list', { name: words.outboxList })
      .getByRole('listitem')
      .filter({ hasText: `Imani${run} Kasongo` });
    await expect(entry).toContainText(words.waitingToSend);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/offline-outbox-${language}-390.png`, fullPage: true, animations: 'disabled' });
    await context.setOffline(false);
    await expect(page.getByText(words.outboxEmpty)).toBeVisible({ timeout: 30_000 });
  });
}
