import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, SignInPage } from './pages/sign-in-page';

/** Tax-staff walk D14, on the demo register: what the taxation form and the project list show. */
test('the taxation form finds a taxpayer by first name and the start of the last name, and prefills the declaration', async ({ page }) => {
  await new SignInPage(page).signInAs('taxateur', DEMO_PASSWORD, '/taxation');
  const taxpayer = page.getByRole('combobox', { name: /^Citizen/ });
  await taxpayer.fill('Christian Kis');
  await page
    .getByRole('option', { name: /Christian Mutombo Kisimba/ })
    .first()
    .click();
  await expect(page.getByRole('textbox', { name: /^Declarant/ })).toHaveValue('Christian Mutombo Kisimba');
  await expect(page.getByRole('textbox', { name: /^Person responsible to pay/ })).toHaveValue('Christian Mutombo Kisimba');
  await expect(page.getByRole('textbox', { name: /^Phone/ }).last()).toHaveValue(/^\d{9}$/);
  await expect(page.getByRole('textbox', { name: /^Period start/ })).toHaveValue(`01/01/${new Date().getFullYear()}`);
});

test('the project list names each project’s province', async ({ page }) => {
  await new SignInPage(page).signInAs('admin', DEMO_PASSWORD, '/project');
  const row = page.getByRole('row', { name: /Haut-Katanga Revenue/ });
  await expect(row.getByRole('cell', { name: 'Haut-Katanga', exact: true })).toBeVisible();
});
