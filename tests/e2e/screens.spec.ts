import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ScreenFit, VIEWPORTS } from './pages/screens-page';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';

const SCREENSHOTS = 'tests/e2e/screenshots/screens';

type Language = { code: 'en' | 'fr'; create: RegExp; export: RegExp; more: string };
const LANGUAGES: Language[] = [
  { code: 'en', create: /^Create$/, export: /^Export$/, more: 'More' },
  { code: 'fr', create: /^Créer$/, export: /^Exporter$/, more: 'Plus' },
];

/** Switches the language from the top bar (each item names its language in its own words, then in the current one). */
async function useLanguage(page: Page, language: Language): Promise<void> {
  // The button's name carries the current language ('Language: EN'), so match its start only.
  const button = page.getByRole('banner').getByRole('button', { name: /^(Language|Langue)\b/ });
  await button.click();
  const name = language.code === 'fr' ? /^(Français|French)\b/ : /^(English|Anglais)\b/;
  await page.getByRole('menuitem', { name }).click();
  await expect(button).toHaveText(language.code, { ignoreCase: true });
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  // Let dialogs and menus finish fading in.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

test('the main screens fit 390, 1024 and 1440 px in English and French, and are photographed', async ({ page }) => {
  test.setTimeout(300_000);
  mkdirSync(SCREENSHOTS, { recursive: true });
  const shell = new ShellPage(page);
  const fit = new ScreenFit(page);
  await new SignInPage(page).signInAs('admin');
  for (const language of LANGUAGES) {
    await useLanguage(page, language);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const tag = `${language.code}-${viewport.width}`;

      await page.goto('/citizen');
      await expect(page.locator('.RaList-content')).toBeVisible();
      await expect(page.getByText(/\d+-\d+ (of|sur|de) \d+/).first()).toBeVisible();
      await fit.expectNoSidewaysScroll();
      await fit.expectInsideWidth(page.getByRole('link', { name: language.create }));
      await fit.expectInsideWidth(page.getByRole('button', { name: language.export }));
      await fit.expectNotCovered(shell.settingsButton());
      if (viewport.width >= 960) {
        // The horizontal menu holds one row; what does not fit waits under "more".
        const bar = await page.getByRole('navigation', { name: /^(Main navigation|Navigation principale)$/ }).boundingBox();
        expect(bar!.height).toBeLessThan(60);
      }
      await shoot(page, `citizen-list-${tag}`);

      await page.goto('/citizen/create');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await fit.expectNoSidewaysScroll();
      await shoot(page, `citizen-create-${tag}`);

      for (const path of ['/establishment', '/user', '/step-configuration', '/master-data']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await fit.expectNoSidewaysScroll();
        await shoot(page, `${path.slice(1)}-${tag}`);
      }

      await shell.openUserMenuItem(language.code === 'fr' ? 'Changer le mot de passe' : 'Change Password');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      // Below sm (600 px) a dialog takes the whole screen instead of opening wider than it.
      if (viewport.width < 600) expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
      else expect(box!.width).toBeLessThanOrEqual(viewport.width);
      await shoot(page, `password-dialog-${tag}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await page.setViewportSize({ width: 1366, height: 850 });
  }
  await useLanguage(page, LANGUAGES[0]);
});

test("the approver's queue keeps Approve and Reject on a 390 px screen, in cards", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const fit = new ScreenFit(page);
  await new SignInPage(page).signInAs('approver', undefined, '/citizen-approver');
  const approve = page.getByRole('button', { name: /^Approve / }).first();
  await fit.expectInsideWidth(approve);
  await fit.expectInsideWidth(page.getByRole('button', { name: /^Reject / }).first());
  await fit.expectNoSidewaysScroll();
  mkdirSync(SCREENSHOTS, { recursive: true });
  await shoot(page, 'citizen-approver-en-390');
});

test('a failed list load shows an error with a retry, not an empty list', async ({ page }) => {
  await new SignInPage(page).signInAs('admin');
  let failing = true;
  await page.route(/\/api\/account\/citizens\?/, (route) =>
    failing
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: true, responseMessage: 'The service is unavailable', errorCode: 'UNAVAILABLE' }),
        })
      : route.continue(),
  );
  await page.goto('/citizen');
  const alert = page.getByTestId('list-error');
  // react-admin asks again a few times before it reports the failure.
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText('The citizens could not be loaded.');
  await expect(page.getByText(/No citizens/i)).toHaveCount(0);
  await expect(page.getByText(/\d+-\d+ of \d+/)).toHaveCount(0);

  failing = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByText(/1-25 of \d+/)).toBeVisible();
});

test('a dirty dialog asks before Escape or a click outside discards what was typed', async ({ page }) => {
  const shell = new ShellPage(page);
  await new SignInPage(page).signInAs('admin');
  await shell.openUserMenuItem('Change Password');
  const dialog = page.getByRole('dialog', { name: /Change Password/ });
  await expect(dialog).toBeVisible();
  const oldPassword = dialog.getByLabel(/^Old password/);
  await oldPassword.fill('half typed');

  const question = page.getByRole('dialog', { name: 'Discard your changes?' });
  await page.keyboard.press('Escape');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(oldPassword).toHaveValue('half typed');

  // A click on the backdrop, outside the dialog's paper.
  await page.mouse.click(5, 5);
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();

  // Nothing typed: Escape closes at once.
  await shell.openUserMenuItem('Change Password');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(question).toBeHidden();
});

test('a create form with typed input asks before the page is left', async ({ page }) => {
  await new SignInPage(page).signInAs('admin', undefined, '/vehicle/create');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const question = page.getByRole('dialog', { name: 'Discard your changes?' });

  await page.getByRole('textbox').first().fill('AB123');
  await page.getByRole('button', { name: 'Information' }).click();
  await page.getByRole('menuitem', { name: 'Citizen', exact: true }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\/vehicle\/create$/);
  await expect(page.getByRole('textbox').first()).toHaveValue('AB123');

  await page.getByRole('button', { name: 'Information' }).click();
  await page.getByRole('menuitem', { name: 'Citizen', exact: true }).click();
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/citizen$/);

  // An untouched form leaves without a question.
  await page.goto('/vehicle/create');
  await expect(heading).toBeVisible();
  await page.getByRole('button', { name: 'Information' }).click();
  await page.getByRole('menuitem', { name: 'Citizen', exact: true }).click();
  await expect(page).toHaveURL(/\/citizen$/);
  await expect(question).toBeHidden();
});

test('rental contracts and step configuration are in the menu; settings sit in the top bar', async ({ page }) => {
  const shell = new ShellPage(page);
  await new SignInPage(page).signInAs('admin');
  await page.getByRole('button', { name: 'Information' }).click();
  await page.getByRole('menuitem', { name: 'Rental contract' }).click();
  await expect(page).toHaveURL(/\/rental$/);
  await expect(shell.heading()).toBeVisible();

  await page.getByRole('button', { name: 'Configuration' }).click();
  await page.getByRole('menuitem', { name: 'Step configuration' }).click();
  await expect(page).toHaveURL(/\/step-configuration$/);
  await expect(shell.heading()).toBeVisible();

  await expect(page.getByRole('banner').getByRole('button', { name: 'Settings' })).toBeVisible();
  await shell.settingsButton().click();
  const close = shell.settingsPanel().getByRole('button', { name: 'Close settings' });
  // Once the panel has slid in, nothing of the page (the old floating gear) lies over it.
  await expect.poll(async () => (await close.boundingBox())?.x ?? Infinity).toBeLessThan(1366 - 48);
  await page.waitForTimeout(300);
  await new ScreenFit(page).expectNotCovered(close);
});

test('the French menu at 1024 px stays on one row, the rest under "Plus"', async ({ page }) => {
  await new SignInPage(page).signInAs('admin');
  await useLanguage(page, LANGUAGES[1]);
  for (const width of [961, 1024]) {
    await page.setViewportSize({ width, height: 768 });
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav).toBeVisible();
    const box = await nav.boundingBox();
    expect(box!.height).toBeLessThan(60);
    await new ScreenFit(page).expectNoSidewaysScroll();
    // The last group, Configuration, never fits here: its entries are under "Plus".
    await nav.getByRole('button', { name: 'Plus' }).click();
    await expect(page.getByRole('menuitem', { name: 'Configuration des étapes' })).toBeVisible();
    await page.keyboard.press('Escape');
  }
  await page.setViewportSize({ width: 1366, height: 850 });
  await useLanguage(page, LANGUAGES[0]);
});
