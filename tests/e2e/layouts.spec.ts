import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { LAYOUTS, LAYOUT_NAMES } from '../../src/client/layout/layout-config';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';

const SCREENSHOTS = 'tests/e2e/screenshots';

test('every layout renders in light and dark, with its navigation, and is photographed', async ({ page }) => {
  test.setTimeout(180_000);
  mkdirSync(SCREENSHOTS, { recursive: true });
  const shell = new ShellPage(page);
  await new SignInPage(page).signInAs('admin');
  for (const scheme of ['Light', 'Dark'] as const) {
    await shell.chooseSetting('Scheme', scheme);
    for (const layout of LAYOUT_NAMES) {
      await page.goto(`/citizen?layout=${layout}`);
      await shell.expectLayout(layout, scheme === 'Light' ? 'light' : 'dark');
      await expect(shell.heading()).toHaveText('Citizens'); // /citizen is the generated citizen list now
      const config = LAYOUTS[layout];
      if (config.navigation === 'horizontal') await expect(page.getByRole('button', { name: 'Information' })).toBeVisible();
      if (config.navigation === 'vertical') await expect(page.getByTestId('navigation-drawer')).toBeVisible();
      if (config.navigation === 'none') await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0); // the list's pagination is a navigation too
      await expect(shell.userMenuButton()).toHaveCount(config.header === 'none' ? 0 : 1);
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `${SCREENSHOTS}/${layout}-${scheme.toLowerCase()}.png` });
    }
  }
  await shell.chooseSetting('Scheme', 'Light');
});
