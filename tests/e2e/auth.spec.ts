import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';

test('a signed-out visitor is sent home with the address to come back to', async ({ page }) => {
  await page.goto('/role');
  await expect(page).toHaveURL(/\/home\?returnUrl=%2Frole$/);
  await expect(page.getByRole('heading', { name: 'Find your tax note' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in\?returnUrl=%2Frole$/);
});

test('the root and /signed-in-redirect lead to /home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/signed-in-redirect');
  await expect(page).toHaveURL(/\/home$/);
});

test('the sign-in screen offers its fields and refuses wrong credentials with the server message', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  await signIn.signIn('admin', 'Wrong@2026');
  await expect(signIn.error()).toHaveText('Invalid user name or password.');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('admin signs in, sees the menu, is told when signing in twice, and signs out', async ({ page }) => {
  const signIn = new SignInPage(page);
  const shell = new ShellPage(page);
  await signIn.signInAs('admin');
  await expect(shell.heading()).toHaveText('My work');
  for (const group of ['Dashboards', 'Indicator panel', 'Action', 'Information', 'Configuration']) {
    await expect(page.getByRole('button', { name: group })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Configuration' }).click();
  for (const entry of ['Project', 'User', 'Role']) await expect(page.getByRole('menuitem', { name: entry })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Role' }).click();
  await expect(page).toHaveURL(/\/role$/);
  await expect(shell.heading()).toHaveText('Roles');
  await expect(page.getByRole('link', { name: 'Create role' })).toBeVisible();

  await page.goto('/sign-in');
  await expect(page.getByText('User is already logged in.')).toBeVisible();
  await expect(signIn.submit()).toBeDisabled();

  await page.goto('/my-work');
  await shell.signOut();
  await page.goto('/my-work');
  await expect(page).toHaveURL(/\/home\?returnUrl=%2Fmy-work$/);
});

test('after sign-in the user lands on the page asked for first', async ({ page }) => {
  await page.goto('/user');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await new SignInPage(page).signIn('admin');
  await expect(page).toHaveURL(/\/user$/);
  await expect(new ShellPage(page).heading()).toHaveText('Users');
});

test('the account screens are reachable and talk to the API', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'User name' }).fill('cashier');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText("Password reset sent! You'll receive an email if you are registered on our system.")).toBeVisible();

  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Fresh@2026');
  await page.getByRole('textbox', { name: 'Password (confirm)' }).fill('Fresh@2026');
  await page.getByRole('button', { name: 'Reset your password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This password reset link is invalid or has expired.');

  await page.goto('/sign-up');
  await page.getByRole('textbox', { name: 'First name' }).fill('Amani');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Kabila');
  await page.getByRole('textbox', { name: 'User name' }).fill(`amani${Date.now()}`);
  await page.getByRole('textbox', { name: 'Email' }).fill('amani@example.org');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('812345678');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Amani@2026');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('Amani@2027');
  await page.getByRole('textbox', { name: 'Confirm password' }).blur();
  await expect(page.getByText('The confirmation must be the same as the new password.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create your account' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('Amani@2026');
  await page.getByRole('button', { name: 'Create your account' }).click();
  await expect(page).toHaveURL(/\/confirmation-required$/);
  await expect(page.getByRole('heading', { name: 'Confirmation required' })).toBeVisible();
});
