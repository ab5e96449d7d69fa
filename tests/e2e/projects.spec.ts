import { expect, test } from '@playwright/test';
import { dayInZone } from '../../src/domain/dated-money';
import { formatRate } from '../../src/domain/format';
import { AdminApi, HEALTH_PROJECT, TAX_PROJECT, unique } from './pages/admin-api';
import { EntityPage } from './pages/entity-page';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';

const TAX_TABS = [
  'Overview',
  'Organizations',
  'Banks',
  'Currency conversions',
  'Users',
  'Nomenclature',
  'Settlement',
  'Revenue split',
  'Scheduler logs',
  'User activity',
];
const HEALTH_TABS = ['Overview', 'Health facilities', 'Users', 'User activity'];

test('a tax project opens on its overview with the ten tabs as relative routes; later capabilities say so', async ({ page, request }) => {
  const api = new AdminApi(request, TAX_PROJECT.key);
  const projectName = await api.projectName(TAX_PROJECT.key);
  const rate = `${Math.floor(Math.random() * 1000) + 1000}.123456`;
  // A CDF→USD rate dated today on the project's clock: a USD→CDF one would reprice today's converted payments (refused, 409).
  await api.createCurrencyConversion({ fromCurrency: 'CDF', toCurrency: 'USD', conversionRate: rate, validFrom: dayInZone(new Date()) });
  await new SignInPage(page).signInAs('admin');
  const shell = new ShellPage(page);
  await shell.chooseProject(await api.projectName(HEALTH_PROJECT.key));
  await page.goto('/project');
  await page.getByRole('row').filter({ hasText: projectName }).getByRole('cell', { name: projectName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${TAX_PROJECT.key}/overview$`));
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Project sections' }).getByRole('tab')).toHaveText(TAX_TABS.map((t) => new RegExp(t, 'i')));
  // The lists inside use the project's Project-Key: opening it made it the picker's project.
  await expect(shell.projectButton()).toHaveAccessibleName(`Project: ${projectName}`);
  await expect(page.getByText('Due date (days)')).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/screenshots/project-overview.png', animations: 'disabled' });

  await page.getByRole('tab', { name: 'Currency conversions' }).click();
  await expect(page).toHaveURL(/\/project-currency$/);
  // Rates read as numbers do in the language: '1,057.123456' in English.
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: formatRate(rate, 'en') })
      .first(),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Settlement' }).click();
  await expect(page).toHaveURL(/\/settlement$/);
  // Owed, settled and remaining per beneficiary, or the empty state before any payment is shared.
  await expect(page.getByText(/Nothing is owed to any beneficiary yet|Remaining/).first()).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/screenshots/project-settlement.png', animations: 'disabled' });
  await page.getByRole('tab', { name: 'Scheduler logs' }).click();
  // The runner's first auto-approval may or may not have run yet: either its row or the empty state.
  await expect(page.getByText('Scheduler logs comes later')).toHaveCount(0);
  await expect(page.getByText(/No scheduled job has run yet|Auto-approval/).first()).toBeVisible();

  await page.getByRole('tab', { name: 'User activity' }).click();
  await expect(page).toHaveURL(/\/project-user-activity$/);
  await expect(page.getByRole('columnheader', { name: 'Action' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Currency conversion created' }).first()).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/screenshots/project-user-activity.png', animations: 'disabled' });

  await page.goto(`/project/${TAX_PROJECT.key}/project-user`);
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: 'admin' })).toBeVisible();
});

test('a health project has its four tabs, and opening it switches the picker to it', async ({ page, request }) => {
  const health = new AdminApi(request, HEALTH_PROJECT.key);
  const tax = new AdminApi(request, TAX_PROJECT.key);
  const hospital = unique('Hôpital ');
  const office = unique('Bureau ');
  await health.createEstablishment({ establishmentName: hospital });
  await tax.createEstablishment({ establishmentName: office });
  const healthName = await health.projectName(HEALTH_PROJECT.key);
  await new SignInPage(page).signInAs('admin');
  const shell = new ShellPage(page);
  await shell.chooseProject(await tax.projectName(TAX_PROJECT.key));
  await page.goto(`/project/${HEALTH_PROJECT.key}`);
  await expect(page).toHaveURL(new RegExp(`/project/${HEALTH_PROJECT.key}/overview$`));
  await expect(page.getByRole('tablist', { name: 'Project sections' }).getByRole('tab')).toHaveText(HEALTH_TABS.map((t) => new RegExp(t, 'i')));
  await expect(shell.projectButton()).toHaveAccessibleName(`Project: ${healthName}`);
  await page.getByRole('tab', { name: 'Health facilities' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(hospital);
  await expect(page.getByRole('row').filter({ hasText: hospital })).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/screenshots/project-health-organizations.png', animations: 'disabled' });
  // The tax project's office is not among the health project's organizations (Project-Key scoping).
  await page.getByRole('textbox', { name: 'Search' }).fill(office);
  await expect(page.getByRole('row').filter({ hasText: hospital })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: office })).toHaveCount(0);
  await page.goto(`/project/${HEALTH_PROJECT.key}/project-currency`);
  await expect(page).toHaveURL(new RegExp(`/project/${HEALTH_PROJECT.key}/overview$`));
});

test('Create from a project tab opens a form titled in sentence case and comes back to the tab once saved (admin-health D22)', async ({ page }) => {
  const entity = new EntityPage(page);
  const { t } = entity;
  await new SignInPage(page).signInAs('admin');
  const tab = `/project/${TAX_PROJECT.key}/project-currency`;
  await page.goto(tab);
  await entity.main().getByRole('link', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/currency-conversion\/create$/);
  await expect(entity.heading()).toHaveText('Create currency conversion');
  // The way back leads to the tab, not to the rates' own list.
  await expect(entity.main().getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', tab);
  const rate = `${Math.floor(Math.random() * 1000) + 1000}.654321`;
  const fields = t.resources.currencyConversions.fields;
  await entity.choose(fields.fromCurrency, t.values.fromCurrency.CDF);
  await entity.choose(fields.toCurrency, t.values.toCurrency.USD);
  await entity.fill(fields.conversionRate, rate);
  // A day of its own (one rate per pair and day; another test adds today's), past as a rate's day must be.
  const validFrom = dayInZone(new Date(Date.now() - (400 + Math.floor(Math.random() * 1000)) * 86_400_000));
  await entity.fill(fields.validFrom, validFrom.split('-').reverse().join(''));
  await entity.save();
  await expect(page).toHaveURL(new RegExp(`${tab}$`));
  await expect(page.getByRole('tab', { name: 'Currency conversions', selected: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: formatRate(rate, 'en') })).toBeVisible();
});
