import { expect, test, type Locator, type Page } from '@playwright/test';
import { SignInPage } from './pages/sign-in-page';
import { ShellPage } from './pages/shell-page';

/**
 * Issue 24 item 12 and the admin walk's findings D5, D17, D30: an administrator without a mouse
 * opens a user and a role from their lists, skips the menu, and sees where the focus is; the
 * French role matrix shows its last column at 1440 px.
 */

async function tabTo(page: Page, target: Locator, limit = 30): Promise<void> {
  const trail: string[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
    trail.push(await page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.slice(0, 30)}`));
  }
  await expect(target, `never reached by Tab; focus went through: ${trail.join(' | ')}`).toBeFocused({ timeout: 1 });
}

const outlineOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).outlineStyle);

test.use({ viewport: { width: 1440, height: 900 } });

test('the skip link, then a user opened with Enter from the list', async ({ page }) => {
  await new SignInPage(page).signInAs('admin', undefined, '/user');
  const row = page.locator('tbody tr').first();
  await expect(row).toBeVisible();

  // The first Tab of a freshly loaded page lands on the skip link, which takes the focus to the screen itself.
  await page.reload();
  await expect(row).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // A sort header shows where the focus is.
  const sortHeader = page.getByRole('columnheader', { name: /user name/i }).getByRole('button');
  await tabTo(page, sortHeader);
  expect(await outlineOf(sortHeader)).toBe('solid');

  await tabTo(page, row);
  expect(await outlineOf(row)).toBe('solid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/[^/]+$/);
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a role opened with Enter from the list', async ({ page }) => {
  await new SignInPage(page).signInAs('admin', undefined, '/role');
  const row = page.locator('tbody tr').first();
  await expect(row).toBeVisible();
  await tabTo(page, row);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/role\/[^/]+$/);
  await expect(page.getByRole('checkbox').first()).toBeVisible();
});

test('the French role matrix shows its "Tout" column without scrolling at 1440 px', async ({ page }) => {
  await new SignInPage(page).signInAs('admin');
  await new ShellPage(page).chooseLanguage('French');
  await page.goto('/role/create');
  const all = page.getByRole('columnheader', { name: 'Tout', exact: true });
  await expect(all).toBeVisible();
  await expect(all).toBeInViewport({ ratio: 1 });
  const box = await all.boundingBox();
  const container = await page.locator('.MuiTableContainer-root').first().boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(container!.x + container!.width + 1);
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toHaveCount(1);
});
