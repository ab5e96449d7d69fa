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

test('on a phone a rental contract’s whole label shows in the list, rent and dates included', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await new SignInPage(page).signInAs('taxateur', DEMO_PASSWORD, '/taxation');
  await page.getByRole('combobox', { name: /^Citizen/ }).fill('Chantal Kapya');
  await page
    .getByRole('option', { name: /Chantal Kapya Mbala/ })
    .first()
    .click();
  await page.getByRole('combobox', { name: /^Tax type/ }).click();
  await page.getByRole('option', { name: 'Rental', exact: true }).click();
  await page.getByRole('combobox', { name: /^Rental contract/ }).click();
  const option = page.getByRole('option', { name: /a month/ }).first();
  await expect(option).toBeVisible();
  const box = (await option.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await option.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});
