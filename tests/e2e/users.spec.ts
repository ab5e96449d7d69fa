import { expect, test } from '@playwright/test';
import { AdminApi, TAX_PROJECT, unique } from './pages/admin-api';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';
import { UserDialogPage } from './pages/user-dialog';

test.beforeEach(async ({ page, request }) => {
  await new SignInPage(page).signInAs('admin');
  await new ShellPage(page).chooseProject(await new AdminApi(request).projectName(TAX_PROJECT.key));
});

test('a citizen picked in the search gives user mode: names and phone locked, phone as user name, then the user is created', async ({ page, request }) => {
  const api = new AdminApi(request);
  const lastName = unique('Citoyenne');
  const citizen = await api.createCitizen({ firstName: 'Neema', lastName });
  const office = await api.createEstablishment({ establishmentName: unique('Bureau ') });
  const phone = String(citizen.contactPhone1);
  const users = new UserDialogPage(page);
  await users.openCreate();
  await expect(users.dialog()).toContainText('new user');
  const searches: string[] = [];
  page.on('request', (r) => r.url().includes('/api/utils/user-and-citizen/') && searches.push(decodeURIComponent(r.url().split('/').pop() ?? '')));
  await users.searchFor(lastName.slice(0, 3));
  await page.waitForTimeout(400);
  expect(searches).toEqual([]);
  await users.searchFor(lastName);
  await users.result(`Neema ${lastName}`).click();
  expect(searches).toEqual([lastName]);

  for (const label of ['First name', 'Middle name', 'Last name', 'Phone']) await expect(users.field(label)).toBeDisabled();
  await expect(users.field('First name')).toHaveValue('Neema');
  await expect(users.field('Phone')).toHaveValue(phone);
  await expect(users.field('User name')).toHaveValue(phone);
  await expect(users.field('User name')).toBeEnabled();
  await expect(users.dialog()).toContainText(`Neema ${lastName}`);
  await expect(users.button('Create')).toBeDisabled();

  await users.field('Password').first().fill('Fresh@2026');
  await users.field('Confirm password').fill('Fresh@2026');
  await users.choose('Role', 'Taxateur');
  await users.choose('Working organization', String(office.establishmentName));
  await expect(users.button('Create')).toBeEnabled();
  await page.screenshot({ path: 'tests/e2e/screenshots/user-dialog-citizen.png', animations: 'disabled' });
  await users.button('Create').click();
  await expect(page.getByText('User is created successfully !!!')).toBeVisible();
  await expect(users.dialog()).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Search' }).fill(phone);
  await expect(page.getByRole('row').filter({ hasText: phone }).first()).toContainText('Taxateur');
});

test('an existing user picked gives non-user mode: no password, and saving sends nothing to the server', async ({ page, request }) => {
  const api = new AdminApi(request);
  const lastName = unique('Agent');
  const existing = await api.createUser({ userName: unique('agent'), firstName: 'Serge', lastName });
  const users = new UserDialogPage(page);
  await users.openCreate();
  await users.searchFor(lastName);
  const hit = users.result(`Serge ${lastName}`);
  await expect(hit).toContainText(`User name: ${existing.userName}`);
  await expect(hit).toContainText('Role: Taxateur');
  await hit.click();

  await expect(users.dialog()).toContainText(`Serge ${lastName} is already a user of this project (user name ${existing.userName}, role Taxateur).`);
  await expect(users.field('User name')).toHaveValue(existing.userName);
  await expect(users.field('User name')).toBeDisabled();
  await expect(users.field('First name')).toBeDisabled();
  await expect(users.dialog().getByLabel(/^Password/)).toHaveCount(0);
  await expect(users.dialog().getByLabel(/^Confirm password/)).toHaveCount(0);
  // Nothing is saved for them, so no role or organization is asked for (admin-health C1).
  await expect(users.dialog().getByRole('combobox', { name: /^Role/ })).toHaveCount(0);
  await page.screenshot({ path: 'tests/e2e/screenshots/user-dialog-existing-user.png', animations: 'disabled' });

  const writes: string[] = [];
  page.on('request', (r) => r.url().includes('/api/utils/users') && r.method() !== 'GET' && writes.push(`${r.method()} ${r.url()}`));
  await users.button('Create').click();
  await expect(page.getByText('User is already added !!!')).toBeVisible();
  await expect(users.dialog()).toHaveCount(0);
  expect(writes).toEqual([]);

  // The way to change them: their own record, one click from the hit.
  await users.openCreate();
  await users.searchFor(lastName);
  await users.result(`Serge ${lastName}`).click();
  await users.button(`Open the record of ${existing.userName}`).click();
  await expect(users.dialog()).toContainText('Update user');
  await expect(users.field('User name')).toHaveValue(existing.userName);
});

test('changing the work type clears the organizations and reloads the list with the banks', async ({ page, request }) => {
  const api = new AdminApi(request);
  const office = String((await api.createEstablishment({ establishmentName: unique('Bureau ') })).establishmentName);
  const head = await api.createEstablishment({ establishmentName: unique('Direction ') });
  const branch = String((await api.createEstablishment({ establishmentName: unique('Antenne '), parentKey: head._key })).establishmentName);
  const bank = String((await api.createEstablishment({ establishmentName: unique('Banque '), type: '3' })).establishmentName);
  const users = new UserDialogPage(page);
  await users.openCreate();
  await users.searchFor(unique('nobody'));
  await users.button('Add user').click();
  await users.choose('Working organization', office);
  await users.button('Select All').click();
  await expect(users.combobox('Associated organizations')).toContainText(branch);
  await expect(users.combobox('Associated organizations')).not.toContainText(office);

  const reload = page.waitForRequest((r) => r.url().endsWith('/api/project/project-by-key-and-object') && r.postDataJSON().objectName === 'B');
  await users.dialog().getByRole('radio', { name: 'Bank' }).check();
  expect((await reload).postDataJSON()).toEqual({ projectKey: TAX_PROJECT.key, objectName: 'B', typeKey: ['3'], isDropdown: true });
  await expect(users.combobox('Working bank')).not.toContainText(office);
  await expect(users.combobox('Associated organizations')).not.toContainText(branch);
  await users.combobox('Working bank').click();
  await expect(page.getByRole('option', { name: bank })).toBeVisible();
  await expect(page.getByRole('option', { name: office })).toHaveCount(0);
  await page.getByRole('option', { name: bank }).click();
  await expect(users.combobox('Working bank')).toHaveText(bank);
});

test('force logout, after a confirmation, ends every sign-in of the user', async ({ page, request, browser }) => {
  const userName = unique('kicked');
  await new AdminApi(request).createUser({ userName, firstName: 'Kiki', lastName: unique('Out') });
  const other = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    serviceWorkers: 'block',
    geolocation: { latitude: -4.32, longitude: 15.31 },
    permissions: ['geolocation'],
  });
  const theirPage = await other.newPage();
  await new SignInPage(theirPage).signInAs(userName);

  await page.goto('/user');
  await page.getByRole('textbox', { name: 'Search' }).fill(userName);
  const row = page.getByRole('row').filter({ hasText: userName });
  await row.getByRole('button', { name: `Force logout of ${userName}` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Force logout of ${userName}?` });
  await confirm.getByRole('button', { name: 'Force logout' }).click();
  await expect(page.getByText(`${userName} is logged out !!!`)).toBeVisible();
  // The row's own click (open the dialog) must not fire through the confirmation.
  await expect(page).toHaveURL(/\/user(\?|$)/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await theirPage.goto('/user');
  await expect(theirPage).toHaveURL(/\/(sign-out|home|sign-in)/);
  await other.close();
});

test('a user opened from the list is updated in update mode: user name locked, gender required, disabled on save', async ({ page, request }) => {
  const userName = unique('updated');
  await new AdminApi(request).createUser({ userName, firstName: 'Ursule', lastName: unique('Update') });
  const users = new UserDialogPage(page);
  await page.goto('/user');
  await page.getByRole('textbox', { name: 'Search' }).fill(userName);
  // The search reaches the address after a pause; a row clicked before it is left for the filtered list.
  await expect(page).toHaveURL(/filter=/);
  await page.getByRole('row').filter({ hasText: userName }).getByRole('cell', { name: userName, exact: true }).click();
  await expect(users.dialog()).toContainText('Update user');
  await expect(users.dialog()).toContainText('Ursule');
  await expect(users.search()).toHaveCount(0);
  await expect(users.field('User name')).toHaveValue(userName);
  await expect(users.field('User name')).toBeDisabled();
  await expect(users.dialog().getByLabel(/^Password/)).toHaveCount(0);
  await expect(users.button('Update')).toBeDisabled();
  await users.dialog().getByRole('radio', { name: 'Female' }).check();
  await users.dialog().getByRole('radio', { name: 'Disable' }).check();
  await users.button('Update').click();
  await expect(page.getByText('User is updated successfully !!!')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: userName })).toContainText('Inactive');
});
