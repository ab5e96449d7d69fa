import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';
import { xlsxRows } from './pages/xlsx-text';

const REPORTS = [
  { path: '/vechicle-registration-report', api: 'vehicle-registrations', title: 'Vehicle registrations', object: 'Vehicle' },
  { path: '/property-registration-report', api: 'property-registrations', title: 'Property registrations', object: 'Property' },
  { path: '/rental-registration-report', api: 'rental-registrations', title: 'Rental registrations', object: 'Rental contract' },
] as const;

/** Picks a period preset and waits for the report of that period to arrive. */
async function choosePeriod(page: Page, api: string, label: string, preset: string) {
  // The figures of the period shown so far first, so their answer is not taken for the new one's.
  await expect(page.getByTestId('report-total-registered')).toBeVisible();
  await settled(page);
  const answered = page.waitForResponse((response) => response.url().includes(`/api/reports/${api}?`) && response.ok());
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: preset }).click();
  await answered;
  await settled(page);
}

/** The previous figures stay on screen while new ones load: wait until the new ones are drawn. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function exportRows(page: Page, name: RegExp) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  const file = join(mkdtempSync(join(tmpdir(), 'registration-')), download.suggestedFilename());
  await download.saveAs(file);
  return { name: download.suggestedFilename(), rows: await xlsxRows(file) };
}

for (const report of REPORTS) {
  test(`${report.title}: charts, a month with its grid, a quarter without it`, async ({ page }) => {
    await new SignInPage(page).signInAs('admin', undefined, report.path);
    await expect(page.getByRole('heading', { level: 1, name: report.title })).toBeVisible();
    await choosePeriod(page, report.api, 'Period', 'Last month');
    await expect(page.getByTestId('report-total-registered')).toContainText(/\d/);
    await expect(page.getByRole('img', { name: /^Registered and taxed by zone: / })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Registered and taxed by (category|nature): / })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Amount taxed in (USD|CDF) by month: / }).first()).toBeVisible();
    const grid = page.getByTestId('registration-grid');
    await expect(grid.getByRole('columnheader', { name: report.object })).toBeVisible();
    const labels = await grid.locator('tbody tr td:first-child').allInnerTexts();
    expect(labels.length).toBeGreaterThan(10);

    if (report.api === 'vehicle-registrations') {
      const file = await exportRows(page, /^Export vehicle registrations/);
      expect(file.name).toMatch(/^vehicle-registrations-\d{8}-\d{6}\.xlsx$/);
      expect(file.rows[0].slice(0, 3)).toEqual(['Vehicle', 'Zone', 'Category']);
      expect(file.rows.slice(1).map((row) => row[0])).toEqual(labels);
    }

    await choosePeriod(page, report.api, 'Period', 'This quarter');
    await expect(page.getByTestId('report-grid-hidden')).toBeVisible();
    await expect(page.getByTestId('registration-grid')).toHaveCount(0);
    await expect(page.getByTestId('report-total-taxed')).toContainText(/\d/);
    await expect(page.getByTestId('registration-by-zone')).toBeVisible();
  });
}

test('the rental report in French on a phone: filters by category, hides the grid for a quarter, exports the grouped rows', async ({ page }) => {
  // French first, then the report opened afresh (switching language on the report itself left its heading unfound at times).
  await new SignInPage(page).signInAs('admin');
  const shell = new ShellPage(page);
  await shell.chooseLanguage('French');
  await expect(shell.languageButton()).toHaveText(/FR/);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/rental-registration-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Recensement des locations' })).toBeVisible({ timeout: 30_000 });
  await choosePeriod(page, 'rental-registrations', 'Période', 'Le mois dernier');
  await expect(page.getByTestId('report-total-registered')).toContainText('Recensés');
  await expect(page.getByTestId('registration-grid')).toBeVisible();

  const filtered = page.waitForResponse((response) => response.url().includes('category=Residential') && response.ok());
  await page.getByRole('combobox', { name: 'Catégorie' }).click();
  await page.getByRole('option', { name: 'Résidentiel' }).click();
  await filtered;
  await settled(page);
  const categories = await page.getByTestId('registration-grid').locator('tbody tr td:nth-child(3)').allInnerTexts();
  expect(new Set(categories)).toEqual(new Set(['Résidentiel']));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await choosePeriod(page, 'rental-registrations', 'Période', 'Ce trimestre');
  await expect(page.getByTestId('report-grid-hidden')).toBeVisible();
  const zones = await page.getByTestId('registration-by-zone').locator('tbody tr td:first-child').allInnerTexts();
  const file = await exportRows(page, /^Exporter les recensements de locations/);
  expect(file.rows[0].slice(0, 4)).toEqual(['Regroupé par', 'Valeur', 'Recensés', 'Taxés']);
  expect(
    file.rows
      .slice(1)
      .filter((row) => row[0] === 'Zone')
      .map((row) => row[1]),
  ).toEqual(zones);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
