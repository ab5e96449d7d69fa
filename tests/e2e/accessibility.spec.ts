import { expect, test, type Page } from '@playwright/test';
import { SCHEMES, THEMES } from '../../src/client/layout/settings';
import { healthProjectRoutes, PUBLIC_ROUTES, taxProjectRoutes } from './pages/a11y-routes';
import { HEALTH_PROJECT, TAX_PROJECT } from './pages/admin-api';
import { audit, report, settle, visit, type Finding } from './pages/axe-audit';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';

type Language = 'en' | 'fr';

/** Persists the user's choices the way the app does (local storage), then reloads to apply them. */
async function choose(page: Page, stored: Record<string, string>, path: string): Promise<void> {
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, stored);
  await page.goto(path);
  await settle(page);
}

async function walk(page: Page, routes: string[], label: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const route of routes) {
    await visit(page, route);
    findings.push(...(await audit(page, `${label} ${route}`)));
  }
  return findings;
}

test.describe('accessibility: axe finds no serious or critical violation', () => {
  test('on the public screens, in both languages', async ({ page }) => {
    const findings: Finding[] = [];
    await page.goto('/home');
    for (const language of ['en', 'fr'] as Language[]) {
      await choose(page, { language }, '/home');
      for (const route of PUBLIC_ROUTES) {
        await page.goto(route);
        await settle(page);
        findings.push(...(await audit(page, `${language} ${route}`)));
      }
    }
    expect(findings, report(findings)).toEqual([]);
  });

  for (const language of ['en', 'fr'] as Language[]) {
    test(`on every screen of both projects, in ${language === 'en' ? 'English' : 'French'}`, async ({ page, request }) => {
      test.setTimeout(400_000);
      const routes = await taxProjectRoutes(request);
      await new SignInPage(page).signInAs('admin');
      await choose(page, { language, projectKey: TAX_PROJECT.key }, '/my-work');
      const findings = await walk(page, routes, `${language} tax`);
      await choose(page, { projectKey: HEALTH_PROJECT.key }, '/my-work');
      findings.push(...(await walk(page, healthProjectRoutes(), `${language} health`)));
      expect(findings, report(findings)).toEqual([]);
    });
  }

  test('with the menus, the settings panel and the phone navigation open', async ({ page }) => {
    const findings: Finding[] = [];
    const shell = new ShellPage(page);
    await new SignInPage(page).signInAs('admin', undefined, '/citizen');
    for (const language of ['en', 'fr'] as Language[]) {
      await choose(page, { language }, '/citizen');
      const popups: [string, () => Promise<void>][] = [
        // Its name holds the visible code ('Language: EN'), so the shell page's exact 'Language' misses it.
        ['language menu', () => page.getByRole('button', { name: /^(Language|Langue)\b/ }).click()],
        ['user menu', () => shell.userMenuButton().click()],
        ['project menu', () => shell.projectButton().click()],
        ['settings panel', () => shell.settingsButton().click()],
      ];
      for (const [name, open] of popups) {
        await open();
        await settle(page);
        findings.push(...(await audit(page, `${language} ${name}`)));
        await page.keyboard.press('Escape');
        await settle(page);
      }
      // A field agent's phone: the menu is a drawer over the page. The page is opened at that width
      // (narrowing a desktop window is the layout's own test).
      await page.setViewportSize({ width: 390, height: 844 });
      await choose(page, {}, '/citizen');
      findings.push(...(await audit(page, `${language} phone /citizen`)));
      await page.getByRole('button', { name: /^(Open the menu|Ouvrir le menu)$/ }).click();
      await settle(page);
      findings.push(...(await audit(page, `${language} phone navigation drawer`)));
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1366, height: 850 });
    }
    expect(findings, report(findings)).toEqual([]);
  });

  test('in every theme and scheme, on representative screens', async ({ page, request }) => {
    test.setTimeout(400_000);
    const all = await taxProjectRoutes(request);
    const roleEdit = all.find((route) => /^\/role\/[^/]+$/.test(route) && route !== '/role/create')!;
    const citizenShow = all.find((route) => /^\/citizen\/[^/]+\/show$/.test(route))!;
    // A list, a form, a dashboard and the role matrix carry every kind of colour the app uses.
    const samples = ['/citizen', '/citizen/create', citizenShow, roleEdit];
    await new SignInPage(page).signInAs('admin');
    const findings: Finding[] = [];
    for (const scheme of SCHEMES.filter((s) => s !== 'auto')) {
      for (const [index, theme] of THEMES.entries()) {
        // Colours do not depend on the language; alternating keeps both in the sample at half the cost.
        const language: Language = index % 2 === 0 ? 'en' : 'fr';
        await choose(page, { language, settings: JSON.stringify({ scheme, theme }) }, samples[0]);
        await expect(page.locator('[data-scheme]')).toHaveAttribute('data-scheme', scheme);
        findings.push(...(await walk(page, samples, `${scheme}/${theme} ${language}`)));
      }
    }
    expect(findings, report(findings)).toEqual([]);
  });
});
