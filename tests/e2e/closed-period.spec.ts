import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';

/** Last month as the closing screen writes it (MM/YYYY), on the project's clock (UTC+2). */
function lastMonth(): { iso: string; text: string } {
  const now = new Date(Date.now() + 2 * 60 * 60 * 1000);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const iso = first.toISOString().slice(0, 7);
  return { iso, text: `${iso.slice(5, 7)}/${iso.slice(0, 4)}` };
}

test('an administrator closes last month, and the accounting report over it says it is closed', async ({ page }, testInfo) => {
  const month = lastMonth();
  await new SignInPage(page).signInAs('admin', undefined, '/period-close');
  await expect(page.getByRole('heading', { level: 1, name: 'Closed periods' })).toBeVisible();
  const row = page.locator(`li[data-month="${month.iso}"]`);
  await expect(row).toContainText('Open');
  await page.screenshot({ path: testInfo.outputPath('period-close-1440-en.png'), fullPage: true });

  await row.getByRole('button', { name: 'Close' }).click();
  const dialog = page.getByRole('dialog', { name: `Close ${month.text}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(row).toContainText(/Closed on \d{2}\/\d{2}\/\d{4} by /);
  // The closer may ask for a reopening, never approve it.
  await expect(row.getByRole('button', { name: 'Request reopening' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Approve reopening' })).toHaveCount(0);

  await page.goto('/accounting-report');
  await expect(page.locator('[aria-busy="false"]')).toHaveCount(1, { timeout: 30_000 });
  const answered = page.waitForResponse((response) => response.url().includes('/api/reports/accounting?') && response.ok());
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last month' }).click();
  await answered;
  await expect(page.getByTestId('closed-period-notice')).toContainText(`${month.text} (closed on`);

  // The screen in French on a phone.
  await new ShellPage(page).chooseLanguage('French');
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/period-close');
  await expect(page.getByRole('heading', { level: 1, name: 'Périodes clôturées' })).toBeVisible();
  await expect(page.locator(`li[data-month="${month.iso}"]`)).toContainText('Clôturé le');
  await page.screenshot({ path: testInfo.outputPath('period-close-390-fr.png'), fullPage: true });
});
