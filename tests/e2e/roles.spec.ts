import { expect, test, type Browser } from '@playwright/test';
import { AdminApi, unique } from './pages/admin-api';
import { RolePages } from './pages/role-pages';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';

/** The menu as a user with the role sees it, in a browser of their own (the classic layout lists every entry). */
async function menuOf(browser: Browser, userName: string) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    serviceWorkers: 'block',
    geolocation: { latitude: -4.32, longitude: 15.31 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  await new SignInPage(page).signInAs(userName, undefined, '/my-work?layout=classic');
  const navigation = new ShellPage(page).navigation();
  await expect(navigation.getByRole('link', { name: 'My work' })).toBeVisible();
  return { navigation, close: () => context.close() };
}

test('a role saved in the matrix takes effect on the menu of a user with that role', async ({ page, request, browser }) => {
  const roleName = unique('Guichet ');
  const roles = new RolePages(page);
  await new SignInPage(page).signInAs('admin');
  await roles.openCreate();
  await roles.name().fill(roleName);
  await roles.description().fill('Counter staff who look citizens up');
  await roles.cell('Access', 'Citizen').check();
  await roles.cell('Read', 'Citizen').check();
  await expect(roles.cell('Access', 'Taxation')).not.toBeChecked();
  await page.screenshot({ path: 'tests/e2e/screenshots/role-matrix.png', animations: 'disabled', fullPage: true });
  await roles.save().click();
  await expect(page.getByText('Role is created successfully !!!')).toBeVisible();
  await expect(page).toHaveURL(/\/role$/);

  const api = new AdminApi(request);
  const userName = unique('guichet');
  await api.createUser({ userName, firstName: 'Grace', lastName: unique('Guichet'), userRole: await api.roleKey(roleName) });
  const before = await menuOf(browser, userName);
  await expect(before.navigation.getByRole('link', { name: 'Citizen', exact: true })).toBeVisible();
  await expect(before.navigation.getByRole('link', { name: 'Taxation', exact: true })).toHaveCount(0);
  await expect(before.navigation.getByRole('link', { name: 'Role', exact: true })).toHaveCount(0);
  await before.close();

  await roles.openEdit(roleName);
  await expect(roles.cell('Access', 'Citizen')).toBeChecked();
  await expect(roles.cell('Read', 'Citizen')).toBeChecked();
  await roles.cell('Access', 'Taxation').check();
  await roles.cell('Access', 'Citizen').uncheck();
  await roles.save().click();
  await expect(page.getByText('Role is updated successfully !!!')).toBeVisible();

  const after = await menuOf(browser, userName);
  await expect(after.navigation.getByRole('link', { name: 'Taxation', exact: true })).toBeVisible();
  await expect(after.navigation.getByRole('link', { name: 'Citizen', exact: true })).toHaveCount(0);
  await after.close();
});

test('a role needs a name, and a role still given to users cannot be deleted', async ({ page, request }) => {
  const roles = new RolePages(page);
  await new SignInPage(page).signInAs('admin');
  await roles.openCreate();
  await roles.cell('Access', 'Fee').check();
  await roles.save().click();
  await expect(page.getByText('The role name is required')).toBeVisible();
  await expect(page).toHaveURL(/\/role\/create$/);

  const roleName = unique('Occupied ');
  await roles.name().fill(roleName);
  await roles.save().click();
  await expect(page.getByText('Role is created successfully !!!')).toBeVisible();
  const api = new AdminApi(request);
  await api.createUser({ userName: unique('occupant'), firstName: 'Oscar', lastName: unique('Occupant'), userRole: await api.roleKey(roleName) });
  await page.getByRole('textbox', { name: 'Search' }).fill(roleName);
  const row = page.getByRole('row').filter({ hasText: roleName });
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('This role is still assigned to users.')).toBeVisible();
  await expect(row).toBeVisible();
});
