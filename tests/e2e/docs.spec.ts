import { expect, test, type Page } from '@playwright/test';
import { audit, settle } from './pages/axe-audit';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';

const WORDS = {
  en: {
    menu: 'User guide',
    own: 'Recording a payment',
    search: 'Search the guide',
    word: 'receipt',
    result: 'Instalments and receipts',
    results: 'Chapters found',
  },
  fr: {
    menu: "Guide d'utilisation",
    own: 'Enregistrer un paiement',
    search: 'Rechercher dans le guide',
    word: 'reçu',
    result: 'Tranches et reçus',
    results: 'Chapitres trouvés',
  },
} as const;

/** The menu entry sits in the "Help" group: a dropdown in horizontal layouts, a list in vertical ones. */
async function openFromMenu(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: /Main navigation|Navigation principale/ });
  const group = menu.getByRole('button', { name: /^(Help|Aide)$/ });
  if (await group.isVisible()) await group.click();
  await page.getByRole('menuitem', { name }).or(menu.getByRole('link', { name })).first().click();
}

for (const language of ['en', 'fr'] as const) {
  test(`a cashier opens the guide on the cashier's chapters, searches a word and opens the result (${language})`, async ({ page }) => {
    const words = WORDS[language];
    await new SignInPage(page).signInAs('cashier');
    if (language === 'fr') {
      await new ShellPage(page).chooseLanguage('French');
      await page.waitForFunction(() => localStorage.getItem('language') === 'fr');
    }
    await openFromMenu(page, words.menu);

    await expect(page.getByRole('heading', { level: 1, name: words.own })).toBeVisible();
    await expect(page).toHaveURL(/\/docs\/cashier\/01-make-payment$/);

    const box = page.getByRole('searchbox', { name: words.search });
    await box.fill(words.word);
    const results = page.getByRole('list', { name: words.results });
    const best = results.getByRole('link').first();
    await expect(best).toContainText(words.result);
    await expect(best.locator('mark').first()).toHaveText(new RegExp(words.word, 'i'));

    await box.press('ArrowDown');
    await expect(best).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: words.result })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/docs/cashier/02-instalments-and-receipts\\?q=${encodeURIComponent(words.word)}$`));
    await expect(page.locator('article mark').first()).toHaveText(new RegExp(words.word, 'i'));
    await expect(page.locator('article')).toHaveAttribute('lang', language);
  });
}

test('a deep link opens the chapter it names, in the language it names, on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await new SignInPage(page).signInAs('approver', undefined, '/docs/fr/approver/01-approval-queue');
  await expect(page.getByRole('heading', { level: 1, name: "La file d'approbation" })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  const toggle = page.getByRole('button', { name: 'Contents' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await page.getByRole('navigation', { name: 'Chapters' }).getByRole('link', { name: 'Émettre les notes (receveur)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Émettre les notes (receveur)' })).toBeVisible();
  await expect(page).toHaveURL(/\/docs\/fr\/approver\/02-issuing$/);
  await settle(page);
  expect(await audit(page, '/docs (390 px)')).toEqual([]);
});

test('every demo role finds the guide in its menu and lands on its own chapters', async ({ page }) => {
  const own: Record<string, string> = {
    taxateur: 'Registering taxpayers and what they own',
    receveur: 'Recovering overdue notes',
    callcenter: 'The call queue',
    registrar: 'The health mode: births, deaths and GBV',
    admin: 'Projects and their settings',
  };
  for (const [user, title] of Object.entries(own)) {
    await page.context().clearCookies();
    await page.goto('/sign-in');
    await page.evaluate(() => localStorage.clear());
    await new SignInPage(page).signInAs(user);
    await openFromMenu(page, 'User guide');
    await expect(page.getByRole('heading', { level: 1, name: title }), user).toBeVisible();
  }
  await settle(page);
  expect(await audit(page, '/docs (1366 px)')).toEqual([]);
});
