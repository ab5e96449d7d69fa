import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';
import { xlsxRows } from './pages/xlsx-text';

/** Once the answer arrived, the figures on screen are drawn from it when the report is no longer busy. */
async function drawn(page: Page) {
  await expect(page.getByRole('main').locator('[role="status"] .MuiCircularProgress-root')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The answer to the query the address bar now holds (an earlier, slower answer is not it). */
const answerTo = (page: Page, api: string) =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === `/api/reports/${api}` && response.ok() && url.search === new URL(page.url()).search;
  });

/** Picks a period preset and waits for the report of that period to be on screen. */
async function choosePeriod(page: Page, api: string, label: string, preset: string) {
  const answered = answerTo(page, api);
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: preset }).click();
  await answered;
  await drawn(page);
}

/** Picks an option of one of the report's own filters and waits for the report it asks for. */
async function chooseFilter(page: Page, api: string, label: string, option: string) {
  const answered = answerTo(page, api);
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await answered;
  await drawn(page);
}

async function exportRows(page: Page, name: RegExp) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  const file = join(mkdtempSync(join(tmpdir(), 'bank-report-')), download.suggestedFilename());
  await download.saveAs(file);
  return { name: download.suggestedFilename(), rows: await xlsxRows(file) };
}

const cellsOf = (page: Page, testId: string, column: number) => page.getByTestId(testId).locator(`tbody tr td:nth-child(${column})`).allInnerTexts();

test('bank payments: a month with its ledger rows and their export, a bank, a quarter without the grid', async ({ page }) => {
  await new SignInPage(page).signInAs('admin', undefined, '/bank-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Bank payments' })).toBeVisible();
  await choosePeriod(page, 'bank-payments', 'Period', 'Last month');
  await expect(page.getByTestId('report-total-paid')).toContainText('$');
  await expect(page.getByTestId('report-total-payments')).toContainText(/\d/);
  await expect(page.getByRole('img', { name: /^(USD|CDF) paid per day from / })).toBeVisible();
  const receipts = await cellsOf(page, 'bank-payments-grid', 5);
  expect(receipts.length).toBeGreaterThan(10);

  const file = await exportRows(page, /^Export bank payments/);
  expect(file.name).toMatch(/^bank-payments-\d{8}-\d{6}\.xlsx$/);
  expect(file.rows[0].slice(0, 7)).toEqual(['Date', 'Bank', 'Method', 'Slip number', 'Receipt number', 'Note reference', 'Taxpayer']);
  expect(file.rows.slice(1).map((row) => row[4])).toEqual(receipts);
  expect(file.rows.slice(1).map((row) => row[0])).toEqual(await cellsOf(page, 'bank-payments-grid', 1));

  await chooseFilter(page, 'bank-payments', 'Bank', 'Trust Merchant Bank');
  expect(new Set(await cellsOf(page, 'bank-groups', 1))).toEqual(new Set(['Trust Merchant Bank']));
  expect(new Set(await cellsOf(page, 'bank-payments-grid', 2))).toEqual(new Set(['Trust Merchant Bank']));

  await chooseFilter(page, 'bank-payments', 'Bank', 'All banks');
  await choosePeriod(page, 'bank-payments', 'Period', 'This quarter');
  await expect(page.getByTestId('report-grid-hidden')).toBeVisible();
  await expect(page.getByTestId('bank-payments-grid')).toHaveCount(0);
  await expect(page.getByTestId('report-total-paid')).toContainText('$');
  const banks = await cellsOf(page, 'bank-groups', 1);
  const grouped = await exportRows(page, /^Export bank payments/);
  expect(grouped.rows[0]).toEqual(['Bank', 'Method', 'Payments', 'Reversals', 'Paid', 'Paid (currency)']);
  expect(grouped.rows.slice(1).map((row) => row[0])).toEqual(banks);
});

test('financials: charts and beneficiaries, the month’s transfers, a quarter’s lines exported', async ({ page }) => {
  await new SignInPage(page).signInAs('admin', undefined, '/bank-financial');
  await expect(page.getByRole('heading', { level: 1, name: 'Financials' })).toBeVisible();
  await choosePeriod(page, 'bank-financials', 'Period', 'Last month');
  await expect(page.getByTestId('report-total-collected')).toContainText(/\d/);
  await expect(page.getByTestId('report-total-outstandingToDate')).toContainText(/\d/);
  await expect(page.getByRole('img', { name: /collected and transferred per beneficiary: / })).toBeVisible();
  await expect(page.getByRole('img', { name: /collected per month: / })).toBeVisible();
  await expect(page.getByTestId('bank-financial-lines').getByRole('cell', { name: 'Ville de Lubumbashi' }).first()).toBeVisible();
  const references = await cellsOf(page, 'bank-financial-grid', 5);
  expect(references.length).toBeGreaterThan(0);
  const transfers = await exportRows(page, /^Export financials/);
  expect(transfers.rows.slice(1).map((row) => row.at(-1))).toEqual(references);

  await choosePeriod(page, 'bank-financials', 'Period', 'This quarter');
  await expect(page.getByTestId('report-grid-hidden')).toBeVisible();
  const beneficiaries = await cellsOf(page, 'bank-financial-lines', 1);
  const lines = await exportRows(page, /^Export financials/);
  expect(lines.rows[0].slice(0, 2)).toEqual(['Beneficiary', 'Collected']);
  expect(lines.rows.slice(1).map((row) => row[0])).toEqual(beneficiaries);
});

test('the bank agent, in French on a phone, sees only their bank and exports it', async ({ page }) => {
  await new SignInPage(page).signInAs('bank');
  const shell = new ShellPage(page);
  await shell.chooseLanguage('French');
  await expect(shell.languageButton()).toHaveText(/FR/);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/bank-report');
  await expect(page.getByRole('heading', { level: 1, name: 'Paiements bancaires' })).toBeVisible();
  await choosePeriod(page, 'bank-payments', 'Période', 'Le mois dernier');
  await expect(page.getByTestId('report-total-paid')).toContainText('Payé');
  expect(new Set(await cellsOf(page, 'bank-groups', 1))).toEqual(new Set(['Rawbank Lubumbashi']));
  await page.getByRole('combobox', { name: 'Banque' }).click();
  await expect(page.getByRole('option')).toHaveText(['Toutes les banques', 'Rawbank Lubumbashi']);
  await page.keyboard.press('Escape');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await choosePeriod(page, 'bank-payments', 'Période', 'Ce trimestre');
  await expect(page.getByTestId('report-grid-hidden')).toBeVisible();
  const file = await exportRows(page, /^Exporter les paiements bancaires/);
  expect(file.rows[0]).toEqual(['Banque', 'Mode', 'Paiements', 'Annulations', 'Payé', 'Payé (devise)']);
  expect(new Set(file.rows.slice(1).map((row) => row[0]))).toEqual(new Set(['Rawbank Lubumbashi']));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
