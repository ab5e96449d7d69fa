import { expect, test } from '@playwright/test';
import { AdminApi, TAX_PROJECT, unique } from './pages/admin-api';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';

test.beforeEach(async ({ page, request }) => {
  await new SignInPage(page).signInAs('admin');
  await new ShellPage(page).chooseProject(await new AdminApi(request).projectName(TAX_PROJECT.key));
});

test('the citizen dashboard shows about, the family hierarchy, and says tax notes come later', async ({ page, request }) => {
  const api = new AdminApi(request);
  const family = unique('Famille');
  const father = await api.createCitizen({ firstName: 'Papa', lastName: family, gender: 'Male' });
  const child = await api.createCitizen({ firstName: 'Enfant', lastName: family, fatherKey: father._key, dateOfBirth: '2010-03-04' });
  await page.goto(`/citizen/${father._key}/show`);
  await expect(page).toHaveURL(/\/show\/citizen-about$/);
  await expect(page.getByRole('heading', { level: 1, name: `Papa ${family}` })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Citizen sections' }).getByRole('tab')).toHaveText([/About/i, /Family hierarchy/i, /Tax notes/i]);
  await expect(page.getByText('Waiting for approval').first()).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/screenshots/citizen-about.png', animations: 'disabled' });

  await page.getByRole('tab', { name: 'Family hierarchy' }).click();
  await expect(page.getByRole('region', { name: 'Children' })).toContainText(`Enfant ${family}`);
  await expect(page.getByRole('region', { name: 'Children' })).toContainText('04/03/2010');
  await page.screenshot({ path: 'tests/e2e/screenshots/citizen-family.png', animations: 'disabled' });
  await page.getByRole('region', { name: 'Children' }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/citizen/${child._key}/show/family-hierarchy$`));
  await expect(page.getByRole('region', { name: 'Parents' })).toContainText(`Papa ${family}`);

  await page.getByRole('tab', { name: 'Tax notes' }).click();
  await expect(page.getByText('No further tax notes were found for this citizen.')).toBeVisible();
});

test('the citizen approver approves, rejects and merges the citizens waiting', async ({ page, request }) => {
  const api = new AdminApi(request);
  const name = unique('Attente');
  await api.createCitizen({ firstName: 'Ada', lastName: name });
  await api.createCitizen({ firstName: 'Rita', lastName: name });
  const kept = await api.createCitizen({ firstName: 'Mado', lastName: name });
  await api.createCitizen({ firstName: 'Madeleine', lastName: name });
  await page.goto('/citizen-approver');
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(4);
  await page.screenshot({ path: 'tests/e2e/screenshots/citizen-approver.png', animations: 'disabled' });

  await page.getByRole('button', { name: `Approve Ada ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Ada ${name} is approved successfully !!!`)).toBeVisible();

  await page.getByRole('button', { name: `Reject Rita ${name}` }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Reason (optional)' }).fill('Duplicate papers');
  await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText(`Rita ${name} is rejected successfully !!!`)).toBeVisible();

  await page.getByRole('button', { name: `Merge Madeleine ${name} into another citizen` }).click();
  const merge = page.getByRole('dialog');
  await merge.getByRole('combobox', { name: 'Citizen to keep' }).fill(`Mado ${name}`);
  await page.getByRole('option', { name: new RegExp(`^Mado ${name}`) }).click();
  await expect(merge).toContainText(`Madeleine ${name} will be merged into Mado ${name}`);
  await merge.getByRole('button', { name: 'Merge' }).click();
  await expect(page.getByText(`Madeleine ${name} is merged successfully !!!`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText(`Mado ${name}`);
  expect(kept._key).toBeTruthy();
});
