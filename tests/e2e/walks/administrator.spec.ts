import { expect } from '@playwright/test';
import { AdminApi, unique } from '../pages/admin-api';
import { walkTheDay } from './walk';

/**
 * The administrator's day: a newly hired appraiser, already a citizen, gets an account; a user
 * who left is disabled; the appraisers' role is reviewed.
 */
walkTheDay('administrator', async (walk) => {
  const { page } = walk;
  const t = walk.t;
  const fields = t.resources.users.fields;
  const api = new AdminApi(page.request);
  const lastName = unique('Walk');
  const citizen = await api.createCitizen({ firstName: 'Neema', lastName });
  const leaver = await api.createUser({ firstName: 'Paul', lastName: unique('Leaver'), userName: unique('leaver'), gender: 'Male' });
  await walk.step('signs in', () => walk.signIn('admin'));

  const dialog = page.getByRole('dialog').filter({ has: page.getByText(new RegExp(`^(${t.users.dialog.titleCreate}|${t.users.dialog.titleUpdate})$`)) });
  const field = (label: string) => dialog.getByLabel(label, { exact: false }).and(dialog.locator('input'));
  const choose = async (label: string, option: string) => {
    await dialog.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
  };

  await walk.step('gives the new appraiser an account', async () => {
    await page.goto('/user/create');
    await dialog.getByRole('searchbox', { name: t.users.dialog.citizen }).fill(lastName);
    await dialog.getByRole('button', { name: `Neema ${lastName}`, exact: true }).click();
    await field(fields.password).first().fill('Fresh@2026');
    await field(fields.confirmPassword).fill('Fresh@2026');
    await choose(fields.userRole, 'Taxateur');
    await choose(fields.establishmentKey, 'Bureau Lubumbashi Centre');
    await dialog.getByRole('button', { name: t.users.dialog.create, exact: true }).click();
    await expect(page.getByText(t.users.notifications.created)).toBeVisible();
    await page.getByRole('textbox', { name: t.ra.action.search }).fill(String(citizen.contactPhone1));
    await expect(page.getByText('Taxateur').first()).toBeVisible();
  });

  await walk.step('disables the account of a user who left', async () => {
    await page.goto('/user');
    await page.getByRole('textbox', { name: t.ra.action.search }).fill(leaver.userName);
    await page.getByText(leaver.userName, { exact: true }).first().click();
    await dialog.getByRole('radio', { name: t.users.dialog.disable }).check();
    await dialog.getByRole('button', { name: t.users.dialog.update, exact: true }).click();
    await expect(page.getByText(t.users.notifications.updated)).toBeVisible();
    await expect(page.getByText(t.users.list.inactive).first()).toBeVisible();
  });

  await walk.step('reviews the appraisers’ permissions', async () => {
    await page.goto('/role');
    await page.getByRole('textbox', { name: t.ra.action.search }).fill('Taxateur');
    await page.getByText('Taxateur', { exact: true }).first().click();
    await expect(page.getByRole('table', { name: t.roles.matrix.title })).toBeVisible();
  });
});
