import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';

test('a cashier sees no Role, User or Project entries and is kept out of /role', async ({ page }) => {
  const shell = new ShellPage(page);
  await new SignInPage(page).signInAs('cashier', undefined, '/my-work?layout=classic');
  await shell.expectLayout('classic');
  const navigation = shell.navigation();
  await expect(navigation.getByRole('link', { name: 'My work' })).toBeVisible();
  for (const name of ['Role', 'User', 'Project']) await expect(navigation.getByRole('link', { name, exact: true })).toHaveCount(0);
  await page.goto('/role');
  await expect(page).toHaveURL(/\/my-work$/);
  await page.goto('/user');
  await expect(page).toHaveURL(/\/my-work$/);
  await page.goto('/sign-out');
  await expect(page.getByRole('heading', { name: 'You have signed out!' })).toBeVisible();
});
