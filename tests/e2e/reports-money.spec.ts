import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';
import { xlsxRows } from './pages/xlsx-text';

/** Picks a period preset and waits for that period's report to arrive. */
async function choosePeriod(page: Page, api: string, label: string, preset: string) {
  // The first figures must have arrived, or their late answer would pass for the chosen period's.
  await expect(page.locator('[aria-busy="false"]')).toHaveCount(1, { timeout: 30_000 });
  const answered = page.waitForResponse((response) => response.url().includes(`/api/reports/${api}?`) && response.ok());
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: preset }).click();
  await answered;
  // The previous period's figures stay on screen until the new ones are drawn.
  await expect(page.locator('[aria-busy="false"]')).toHaveCount(1);
}

async function exportRows(page: Page, name: RegExp) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  const file = join(mkdtempSync(join(tmpdir(), 'money-')), download.suggestedFilename());
  await download.saveAs(file);
  return { name: download.suggestedFilename(), rows: await xlsxRows(file) };
}

test('mitigation: charts, a month with the notes at risk exported as shown, a quarter without the grid', async ({ page }) => {
  await new SignInPage(page).signInAs('admin', undefined, '/mitigation');
  await expect(page.getByRole('heading', { level: 1, name: 'Mitigation' })).toBeVisible();
  await choosePeriod(page, 'mitigation', 'Period', 'Last month');
  await expect(page.getByTestId('report-total-taxed')).toContainText(/\d/);
  await expect(page.getByTestId('report-total-collected')).toContainText(/\d/);
  await expect(page.getByRole('img', { name: /^In (USD|CDF), by month: / })).toBeVisible();
  const grid = page.getByTestId('mitigation-grid');
  await expect(grid.getByRole('columnheader', { name: 'Days overdue' })).toBeVisible();
  const references = await grid.locator('tbody tr td:first-child').allInnerTexts();
  expect(references.length).toBeGreaterThan(5);

  const file = await exportRows(page, /^Export mitigation figures/);
  expect(file.name).toMatch(/^mitigation-\d{8}-\d{6}\.xlsx$/);
  expect(file.rows[0].slice(0, 6)).toEqual(['Reference', 'Taxpayer', 'Tax type', 'Zone', 'Amount', 'Amount (currency)']);
  expect(file.rows.slice(1).map((row) => row[0])).toEqual(references);

  await choosePeriod(page, 'mitigation', 'Period', 'This quarter');
  await expect(page.getByTestId('report-grid-hidden')).toBeVisible();
  await expect(page.getByTestId('mitigation-grid')).toHaveCount(0);
  // The quarter ends after the first notes of its first month fell due: their arrears are aged.
  await expect(page.getByRole('img', { name: /^Overdue in (USD|CDF): / })).toBeVisible();
  await expect(page.getByTestId('report-total-taxed')).toContainText(/\d/);
  await expect(page.getByTestId('mitigation-by-tax-type')).toBeVisible();
});

test('accounting in French on a phone: the grid for a month, the chapters for a quarter, exported as shown', async ({ page }) => {
  await new SignInPage(page).signInAs('admin');
  const shell = new ShellPage(page);
  await shell.chooseLanguage('French');
  await expect(shell.languageButton()).toHaveText(/FR/);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/accounting-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Comptabilité' })).toBeVisible({ timeout: 30_000 });
  await choosePeriod(page, 'accounting', 'Période', 'Le mois dernier');
  await expect(page.getByTestId('report-total-collected')).toContainText('Recouvré');
  await expect(page.getByRole('img', { name: /^En (USD|CDF), par chapitre : / })).toBeVisible();
  const accounts = await page.getByTestId('accounting-grid').locator('tbody tr td:first-child').allInnerTexts();
  expect(accounts.length).toBeGreaterThan(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const monthly = await exportRows(page, /^Exporter les chiffres comptables/);
  expect(monthly.rows[0].slice(0, 4)).toEqual(['Compte', 'Chapitre', 'Taxé', 'Taxé (devise)']);
  expect(monthly.rows.slice(1).map((row) => row[0])).toEqual(accounts);

  await choosePeriod(page, 'accounting', 'Période', 'Ce trimestre');
  await expect(page.getByTestId('report-grid-hidden')).toBeVisible();
  await expect(page.getByTestId('accounting-grid')).toHaveCount(0);
  await expect(page.getByTestId('report-total-taxed')).toContainText(/\d/);
  const chapters = await page.getByTestId('accounting-chapters').locator('tbody tr td:first-child').allInnerTexts();
  const quarterly = await exportRows(page, /^Exporter les chiffres comptables/);
  expect(quarterly.rows[0].slice(0, 3)).toEqual(['Chapitre', 'Taxé', 'Taxé (devise)']);
  // The sheet lists the chapters in both currencies; the screen those of the currency it draws.
  const sheetChapters = quarterly.rows.slice(1).map((row) => row[0]);
  expect(chapters.length).toBeGreaterThan(0);
  expect(chapters.filter((chapter) => !sheetChapters.includes(chapter))).toEqual([]);
});
