import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { audit, report, settle, visit, type Finding } from './pages/axe-audit';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';
import { projectDay } from './pages/project-days';

/**
 * Births with the network cut: the registrar declares offline, the declaration waits in the
 * outbox through a reload, leaves once the network is back and waits for approval; the
 * supervisor sees the probable duplicate beside it, approves, sends to the registry now, and the
 * birth is synced.
 */
const WORDS = {
  en: {
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
    declare: 'Declare the birth',
    outboxTab: /Outbox/,
    outboxList: 'Declarations in the outbox',
    waitingToSend: 'Waiting to send',
    outboxEmpty: 'The outbox is empty',
    registerTab: 'Register',
    waitingForApproval: 'Waiting for approval',
    duplicate: 'Probable duplicate',
  },
  fr: {
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
    declare: 'Déclarer la naissance',
    outboxTab: /Boîte d'envoi/,
    outboxList: "Déclarations dans la boîte d'envoi",
    waitingToSend: "En attente d'envoi",
    outboxEmpty: "La boîte d'envoi est vide",
    registerTab: 'Registre',
    waitingForApproval: "En attente d'approbation",
    duplicate: 'Doublon probable',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

/** A day a few days ago as the form types it (DD/MM/YYYY). */
function daysAgo(days: number) {
  return projectDay(-days).typed;
}

async function choose(page: Page, name: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Fills the declaration form with a child and mother named apart for this run. */
async function fillDeclaration(page: Page, words: Words, child: string, mother: string, daysBack: number) {
  const childSection = page.getByRole('region', { name: words.child, exact: true });
  await choose(page, words.hospital, /Sendwe/);
  await childSection.getByRole('textbox', { name: words.firstName }).fill(child);
  await childSection.getByRole('textbox', { name: words.lastName }).fill('Kasongo');
  await choose(page, words.gender, words.female);
  await childSection.getByRole('textbox', { name: words.dateOfBirth }).fill(daysAgo(daysBack));
  await childSection.getByRole('textbox', { name: words.height }).fill('49,5');
  await childSection.getByRole('textbox', { name: words.weight }).fill('3.15');
  const motherSection = page.getByRole('region', { name: words.mother, exact: true });
  await motherSection.getByRole('textbox', { name: words.firstName }).fill('Odette');
  await motherSection.getByRole('textbox', { name: words.lastName }).fill(mother);
  await motherSection.getByRole('textbox', { name: words.age }).fill('27');
  await page.getByRole('region', { name: words.delivery }).getByRole('textbox', { name: words.zone }).fill('Lubumbashi');
  await choose(page, words.motherHealth, words.good);
  await choose(page, words.caseType, words.normal);
  await choose(page, words.deliveryType, words.vaginal);
}

/**
 * Declares offline, reloads with the declaration still unsent (the network is back for the page,
 * but the declaration's POST fails), then lets the network return: it leaves the outbox once.
 */
async function declareOfflineAndSend(page: Page, context: BrowserContext, words: Words, child: string, mother: string) {
  await page.goto('/birth/declare');
  await expect(page.getByRole('combobox', { name: words.hospital })).toBeVisible();
  // Every POST of a declaration, tried or answered, and the key it carried.
  const tried: string[] = [];
  const answered: string[] = [];
  const keyOf = (request: Request) =>
    request.method() === 'POST' && new URL(request.url()).pathname === '/api/project/births' ? (request.headers()['idempotency-key'] ?? '') : undefined;
  page.on('request', (request) => void (keyOf(request) !== undefined && tried.push(keyOf(request)!)));
  page.on('requestfinished', (request) => void (keyOf(request) !== undefined && answered.push(keyOf(request)!)));
  await context.setOffline(true);
  await fillDeclaration(page, words, child, mother, 3);
  await page.getByRole('button', { name: words.keep }).click();
  await expect(page).toHaveURL(/\/birth\/outbox$/);
  const outbox = page.getByRole('list', { name: words.outboxList });
  await expect(outbox.getByRole('listitem').filter({ hasText: `${child} Kasongo` })).toContainText(words.waitingToSend);

  // A reload: the page needs the network, the declaration's sending still fails.
  await page.route('**/api/project/births', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()));
  await context.setOffline(false);
  await page.reload();
  await expect(outbox.getByRole('listitem').filter({ hasText: `${child} Kasongo` })).toContainText(words.waitingToSend);

  // The network returns: sent, once, and the outbox empties.
  await page.unroute('**/api/project/births');
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByText(words.outboxEmpty)).toBeVisible();
  // However many times it went out (a send cut by the network is sent again), it went under one key…
  expect(answered.length).toBeGreaterThanOrEqual(1);
  expect(tried.length).toBeGreaterThan(answered.length);
  expect(new Set(tried).size).toBe(1);
  expect(tried[0]).toMatch(/^[0-9a-f-]{16,}$/);

  await page.getByRole('tab', { name: words.registerTab }).click();
  await page.getByPlaceholder(/Search|Rechercher/).fill(mother);
  // …and the register holds it once, waiting for approval.
  const row = page.getByRole('row').filter({ hasText: `${child} Kasongo` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(words.waitingForApproval);
}

test('a birth declared offline is kept through a reload, sent when the network returns, approved and synced', async ({ page, context }) => {
  const words = WORDS.en;
  const run = Date.now().toString(36);
  const child = `Amani${run}`;
  const mother = `Tshibola${run}`;
  await new SignInPage(page).signInAs('registrar');
  await declareOfflineAndSend(page, context, words, child, mother);

  // The same birth declared again, connected: flagged as a probable duplicate, not merged.
  await page.goto('/birth/declare');
  await fillDeclaration(page, words, child, mother, 3);
  await page.getByRole('button', { name: words.declare }).click();
  await expect(page).toHaveURL(/\/birth\/[^/]+$/);
  await expect(page.getByText(words.duplicate, { exact: true })).toBeVisible();

  // The supervisor sees the pair side by side and approves the first declaration.
  await page.goto('/sign-out');
  await new SignInPage(page).signInAs('supervisor');
  await page.goto('/birth/queue');
  await page.getByRole('searchbox', { name: /Search/ }).fill(mother);
  const items = page.getByRole('article', { name: `${child} Kasongo` });
  await expect(items).toHaveCount(2);
  const first = items.first();
  await expect(first).toContainText('Probable duplicate:');
  await first.getByRole('button', { name: 'Approve' }).click();
  // Approving cannot be undone: the queue asks first (admin-health D25).
  const confirm = page.getByRole('dialog', { name: `Approve the birth of ${child} Kasongo?` });
  await expect(confirm).toContainText('It cannot be undone.');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Birth of ${child} Kasongo approved !!!`)).toBeVisible();
  await expect(items).toHaveCount(1);

  // Approved, it waits for the registry; sent now, it shows synced in the register.
  await page.goto('/birth');
  await page.getByPlaceholder(/Search/).fill(mother);
  const rows = page.getByRole('row').filter({ hasText: `${child} Kasongo` });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Approved, waiting for the registry' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Synced' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Send to the registry now' }).click();
  await expect(page.getByText(/births? sent to the civil registry/)).toBeVisible();
  await expect(rows.filter({ hasText: 'Synced' })).toHaveCount(1);
  await expect(rows.filter({ hasText: words.waitingForApproval })).toHaveCount(1);
});

test('the outbox and the sync states in French', async ({ page, context }) => {
  const words = WORDS.fr;
  const run = Date.now().toString(36);
  await new SignInPage(page).signInAs('registrar');
  await new ShellPage(page).chooseLanguage('French');
  await declareOfflineAndSend(page, context, words, `Neema${run}`, `Mwamba${run}`);
});

test('the births screens pass axe in both languages, for the registrar and the supervisor', async ({ page }) => {
  test.setTimeout(120_000);
  const findings: Finding[] = [];
  for (const [user, routes] of [
    ['registrar', ['/birth', '/birth/declare', '/birth/outbox']],
    ['supervisor', ['/birth', '/birth/queue']],
  ] as const) {
    await page.goto('/sign-out');
    await new SignInPage(page).signInAs(user);
    for (const language of ['en', 'fr']) {
      await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
      await page.goto('/birth');
      await settle(page);
      for (const route of routes) {
        await visit(page, route);
        findings.push(...(await audit(page, `${language} ${user} ${route}`)));
      }
    }
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  }
  expect(findings, report(findings)).toEqual([]);
});

test('the register at 1440 px: each mobile number on one line, probable duplicates beside the state (admin-health D26)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await new SignInPage(page).signInAs('supervisor');
  await page.goto('/birth');
  const table = page.getByRole('main').getByRole('table');
  const headers = table.getByRole('columnheader');
  await expect(headers.first()).toBeVisible();
  const names = (await headers.allInnerTexts()).map((name) => name.trim());
  const duplicatesColumn = names.indexOf('Probable duplicates');
  expect(duplicatesColumn).toBe(names.indexOf('Sync state') + 1);
  // In sight without scrolling the table sideways.
  const duplicates = await headers.nth(duplicatesColumn).boundingBox();
  expect(duplicates!.x + duplicates!.width).toBeLessThanOrEqual(1440);
  const mobileColumn = names.indexOf('Mobile');
  // The declarations made by the tests above come first and may have no phone: the rows that have one.
  const cells = table
    .locator('tbody tr')
    .locator(`td:nth-child(${mobileColumn + 1}) span`)
    .filter({ hasText: /^\+\d/ });
  await expect(cells.first()).toContainText(/^\+\d/);
  for (const cell of (await cells.all()).slice(0, 10)) {
    const box = await cell.boundingBox();
    const lineHeight = await cell.evaluate((span) => parseFloat(getComputedStyle(span).lineHeight));
    expect(box!.height, await cell.innerText()).toBeLessThan(lineHeight * 1.5);
  }
});
