import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { AdminApi, TAX_PROJECT } from './pages/admin-api';
import { PaymentsApi } from './pages/payments-api';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';
import { projectDay } from './pages/project-days';

/**
 * Four eyes on money (issue 22, item 1), as two people at two browsers: one asks for a payment's
 * reversal or a transfer to a beneficiary, the other finds it in Money approvals and approves it.
 * The requester is offered no decision.
 */
test.slow();

/** A second person's browser, with the suite's settings (its own storage: its own session). */
async function secondBrowser(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, locale, timezoneId, viewport } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, viewport, serviceWorkers: 'block' });
  return context.newPage();
}

test('the receveur asks for a reversal, the administrator approves it in Money approvals; the receveur is offered no decision', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const api = new PaymentsApi(request);
  const note = await api.issuedUsdNote(1_700);
  const receiptNumber = await api.payInCash(note._key, projectDay().iso);

  await new SignInPage(page).signInAs('receveur', undefined, `/tax-note/${note._key}/show`);
  await page.getByRole('button', { name: `Reverse payment ${receiptNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reverse payment ${receiptNumber}?` });
  await expect(dialog).toContainText('once another officer approves the reversal');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Cheque returned unpaid');
  await dialog.getByRole('button', { name: 'Reverse' }).click();
  await expect(page.getByText('Reversal requested: it is waiting for another officer’s approval !!!')).toBeVisible();
  // Nothing moved yet: the note is still paid.
  await expect(page.locator('[data-field="remainingAmount"]')).toHaveText('$0.00');

  await page.goto('/money-approvals');
  const mine = page.getByRole('listitem').filter({ hasText: receiptNumber });
  await expect(mine).toContainText('Cheque returned unpaid');
  await expect(mine.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(mine).toContainText('Waiting for approval');

  const adminPage = await secondBrowser(browser, testInfo);
  await new SignInPage(adminPage).signInAs('admin', undefined, '/money-approvals');
  const request_ = adminPage.getByRole('listitem').filter({ hasText: receiptNumber });
  await request_.getByRole('button', { name: 'Approve' }).click();
  const confirm = adminPage.getByRole('dialog', { name: 'Approve this request?' });
  await expect(confirm).toContainText(receiptNumber);
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText('Request approved !!!')).toBeVisible();
  await expect(request_).toHaveCount(0);
  await adminPage.context().close();

  await page.goto(`/tax-note/${note._key}/show`);
  await expect(page.locator('[data-field="remainingAmount"]')).toHaveText('$17.00');
});

test('in French: the administrator asks for a transfer, is offered no decision; the receveur approves it', async ({ page, browser, request }, testInfo) => {
  const api = new PaymentsApi(request);
  const projectName = await new AdminApi(request).projectName(TAX_PROJECT.key);
  const summary = (await api.call('admin', 'GET', 'project/settlements/summary')) as { beneficiaryKey: string; currency: string; remaining: number }[];
  const owed = summary.find((row) => row.remaining > 0);
  expect(owed, 'a beneficiary is owed something in the demo').toBeTruthy();
  const reference = `VIR-E2E-${Date.now()}`;
  await api.call('admin', 'POST', 'project/settlements', {
    beneficiaryKey: owed!.beneficiaryKey,
    currency: owed!.currency,
    amount: 1,
    transferReference: reference,
    transferDate: projectDay().iso,
  });

  await new SignInPage(page).signInAs('admin');
  const shell = new ShellPage(page);
  await shell.chooseLanguage('French');
  await shell.chooseProject(projectName);
  await page.goto('/money-approvals');
  await expect(page.getByRole('heading', { level: 1, name: 'Approbations financières' })).toBeVisible();
  const asked = page.getByRole('listitem').filter({ hasText: reference });
  await expect(asked).toContainText('Virement');
  await expect(asked.getByRole('button', { name: 'Approuver' })).toHaveCount(0);

  const receveurPage = await secondBrowser(browser, testInfo);
  await new SignInPage(receveurPage).signInAs('receveur');
  await new ShellPage(receveurPage).chooseLanguage('French');
  await receveurPage.goto('/money-approvals');
  const row = receveurPage.getByRole('listitem').filter({ hasText: reference });
  await row.getByRole('button', { name: 'Approuver' }).click();
  const confirm = receveurPage.getByRole('dialog', { name: 'Approuver cette demande ?' });
  await confirm.getByRole('button', { name: 'Approuver' }).click();
  await expect(receveurPage.getByText('Demande approuvée !!!')).toBeVisible();
  await expect(row).toHaveCount(0);
  await receveurPage.context().close();
});
