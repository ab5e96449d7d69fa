import { expect, test } from '@playwright/test';
import { AccountDialogs } from './pages/account-dialogs';
import { ShellPage } from './pages/shell-page';
import { DEMO_PASSWORD, SignInPage } from './pages/sign-in-page';

test('the profile dialog validates, saves, and signs the user out', async ({ page }) => {
  const shell = new ShellPage(page);
  const dialogs = new AccountDialogs(page);
  await new SignInPage(page).signInAs('admin');
  await shell.openUserMenuItem('Profile');
  const dialog = dialogs.profile();
  const firstName = dialogs.field(dialog, 'First name');
  await expect(firstName).toHaveValue('Christelle');
  await dialogs.expectWidthAtLeast(dialog, 0.9);
  await firstName.fill('');
  await firstName.blur();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await firstName.fill('Christelle');
  await dialogs.field(dialog, 'Middle name').fill('Neema');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('user is updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You have signed out!' })).toBeVisible();

  await new SignInPage(page).signInAs('admin');
  await shell.openUserMenuItem('Profile');
  await expect(dialogs.field(dialogs.profile(), 'Middle name')).toHaveValue('Neema');
});

test('the password dialog hints, blocks Update while invalid, then changes the password and signs out', async ({ page }) => {
  const shell = new ShellPage(page);
  const dialogs = new AccountDialogs(page);
  const changePassword = async (from: string, to: string) => {
    await shell.openUserMenuItem('Change Password');
    const dialog = dialogs.password();
    await dialog.getByRole('textbox', { name: 'Old password' }).fill(from);
    await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill(to);
    await dialog.getByRole('textbox', { name: 'Confirm new password' }).fill(to);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('user password is updated successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You have signed out!' })).toBeVisible();
  };

  await new SignInPage(page).signInAs('admin');
  await shell.openUserMenuItem('Change Password');
  const dialog = dialogs.password();
  await expect(dialog).toContainText('Christelle');
  await dialogs.expectWidthAtLeast(dialog, 0.9);
  const update = dialog.getByRole('button', { name: 'Update' });
  await expect(update).toBeDisabled();
  await expect(dialog.getByText('The new password needs', { exact: false })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Old password' }).fill('short');
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('weakpassword');
  await dialog.getByRole('textbox', { name: 'Confirm new password' }).fill('different');
  await dialog.getByRole('textbox', { name: 'Confirm new password' }).blur();
  await expect(dialog.getByText('The old password needs', { exact: false })).toBeVisible();
  await expect(dialog.getByText('The new password needs', { exact: false })).toBeVisible();
  await expect(dialog.getByText('The confirmation must be the same as the new password.')).toBeVisible();
  await expect(update).toBeDisabled();
  const newPassword = dialog.getByRole('textbox', { name: 'New password', exact: true });
  await expect(newPassword).toHaveAttribute('type', 'password');
  await dialog.getByRole('button', { name: 'Show password' }).nth(1).click();
  await expect(newPassword).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await changePassword(DEMO_PASSWORD, 'Changed@2026');
  await new SignInPage(page).signInAs('admin', 'Changed@2026');
  await changePassword('Changed@2026', DEMO_PASSWORD);
  await new SignInPage(page).signInAs('admin', DEMO_PASSWORD);
});
