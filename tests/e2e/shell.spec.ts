import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';

test.beforeEach(async ({ page }) => {
  await new SignInPage(page).signInAs('admin');
});

test('the top bar, user menu and footer show who is signed in', async ({ page }) => {
  const shell = new ShellPage(page);
  await expect(page.getByRole('contentinfo')).toHaveText(`Mapato © ${new Date().getFullYear()}`);
  const menu = await shell.openUserMenu();
  await expect(menu.getByTestId('signed-in-as')).toContainText('Signed in as');
  await expect(menu.getByTestId('signed-in-as')).toContainText('admin');
  await expect(menu.getByTestId('signed-in-as')).toContainText('admin@mapato.example');
  for (const item of ['Profile', 'Change Password', 'Status', 'Sign out']) await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Status' }).click();
  for (const status of ['Online', 'Away', 'Busy', 'Invisible']) await expect(page.getByRole('menuitem', { name: status })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Busy' }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(shell.page.getByRole('button', { name: 'Enter full screen' })).toBeVisible();
});

test('switching to French translates the shell, survives a reload, and switching back restores English', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.chooseLanguage('French');
  await expect(shell.heading()).toHaveText('Mon travail');
  await expect(page.getByRole('button', { name: 'Tableaux de bord' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('fr');
  const request = page.waitForRequest((r) => r.url().endsWith('/api/common/navigation'));
  await page.reload();
  expect((await request).headers()['accept-language']).toBe('fr');
  await expect(shell.heading()).toHaveText('Mon travail');
  await shell.chooseLanguage('Anglais');
  await expect(shell.heading()).toHaveText('My work');
  await expect(page.getByRole('button', { name: 'Dashboards' })).toBeVisible();
});

test('the project picker starts on the first project by name and the choice travels as Project-Key', async ({ page }) => {
  const shell = new ShellPage(page);
  const projects = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? '{}').projectList as { projectName: string; projectKey?: string; _key: string }[],
  );
  const sorted = [...projects].sort((a, b) => a.projectName.localeCompare(b.projectName));
  expect(sorted.length).toBeGreaterThan(1);
  await expect(shell.projectButton()).toHaveText(sorted[0].projectName);
  const other = sorted[1];
  const request = page.waitForRequest((r) => r.url().endsWith('/api/common/navigation'));
  await shell.chooseProject(other.projectName);
  await expect(shell.projectButton()).toHaveText(other.projectName);
  expect((await request).headers()['project-key']).toBe(other.projectKey ?? other._key);
  await page.reload();
  await expect(shell.projectButton()).toHaveText(other.projectName);
});

test('every call carries the bearer, position, language and time-zone headers', async ({ page }) => {
  // The browser reports the position a moment after the page opens; once known, it is kept for every call after.
  await page.waitForFunction(() => localStorage.getItem('latitude') !== null);
  const request = page.waitForRequest((r) => r.url().endsWith('/api/common/navigation'));
  await page.reload();
  const headers = (await request).headers();
  expect(headers.authorization).toMatch(/^Bearer .+/);
  expect(Number(headers['access-latitude'])).toBeCloseTo(-4.3217, 3);
  expect(Number(headers['access-longitude'])).toBeCloseTo(15.3125, 3);
  expect(headers['accept-language']).toBe('en');
  expect(headers['time-zone']).toBe('Africa/Kinshasa');
  expect(headers['project-key']).toBeTruthy();
});

test('layout and scheme change from the settings panel, persist, and ?layout= overrides them', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.expectLayout('modern', 'light');
  await shell.chooseSetting('Layout', 'Classic');
  await shell.expectLayout('classic');
  await expect(shell.navigation().getByRole('link', { name: 'Tax note' })).toBeVisible();
  await shell.chooseSetting('Scheme', 'Dark');
  await shell.expectLayout('classic', 'dark');
  await page.reload();
  await shell.expectLayout('classic', 'dark');
  await page.goto('/my-work?layout=enterprise');
  await shell.expectLayout('enterprise', 'dark');
  await shell.chooseSetting('Scheme', 'Light');
  await shell.chooseSetting('Layout', 'Modern');
  await shell.expectLayout('modern', 'light');
});

test('the vertical menu follows the route and the dense layout toggles its appearance', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.chooseSetting('Layout', 'Classic');
  await page.goto('/citizen');
  const link = shell.navigation().getByRole('link', { name: 'Citizen', exact: true });
  await expect(link).toHaveAttribute('aria-current', 'page');
  await shell.navigation().getByRole('link', { name: 'Fee' }).click();
  await expect(page).toHaveURL(/\/fee/);
  await expect(shell.navigation().getByRole('link', { name: 'Fee' })).toHaveAttribute('aria-current', 'page');
  await expect(link).not.toHaveAttribute('aria-current', 'page');

  await page.goto('/my-work?layout=dense');
  const drawer = page.getByTestId('navigation-drawer').locator('.MuiDrawer-paper');
  await expect(drawer).toHaveCSS('width', '80px');
  await page.getByRole('button', { name: 'Toggle dense navigation' }).click();
  await expect(drawer).toHaveCSS('width', '280px');
  await page.getByRole('button', { name: 'Toggle dense navigation' }).click();
  await expect(drawer).toHaveCSS('width', '80px');
});

test('below md the drawer covers the page and closes on an overlay click or a route change', async ({ page }) => {
  const shell = new ShellPage(page);
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/my-work');
  await shell.expectLayout('modern');
  await expect(page.getByRole('button', { name: 'Dashboards' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const drawer = page.getByTestId('navigation-drawer');
  await expect(drawer.getByRole('link', { name: 'Tax note' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Tax note' }).click();
  await expect(page).toHaveURL(/\/tax-note$/);
  await expect(drawer.getByRole('link', { name: 'Tax note' })).toBeHidden();
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(drawer.getByRole('link', { name: 'Fee' })).toBeVisible();
  // A click on the overlay, beside the 280 px drawer.
  await page.mouse.click(700, 450);
  await expect(drawer.getByRole('link', { name: 'Fee' })).toBeHidden();
});
