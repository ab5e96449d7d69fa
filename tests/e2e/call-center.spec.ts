import { expect, test } from '@playwright/test';
import { audit, report, settle, type Finding } from './pages/axe-audit';
import { SignInPage } from './pages/sign-in-page';
import { projectDay } from './pages/project-days';

/** A day from today as the agent types it, DD/MM/YYYY. */
const inDays = (days: number) => projectDay(days).typed;

test('the call-centre agent opens an overdue note, logs a promise to pay and sends an SMS reminder; another agent is told who has it', async ({
  page,
  browser,
}) => {
  await new SignInPage(page).signInAs('callcenter', undefined, '/call-center');
  await expect(page.getByRole('heading', { level: 1, name: 'Call centre' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Tax notes to call' });
  // The demo data holds issued notes past their due date: the most urgent comes first.
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText(/days? overdue/);
  const open = first.getByRole('button', { name: /^Open / });
  const reference = ((await open.textContent()) ?? '').replace(/^Open /, '');
  await open.click();

  const dialog = page.getByRole('dialog', { name: `Tax note ${reference}` });
  const submit = dialog.getByRole('button', { name: 'Log the contact' });
  await expect(submit).toBeEnabled();
  const findings: Finding[] = [];
  await settle(page);
  findings.push(...(await audit(page, 'call-centre note dialog')));

  await dialog.getByRole('combobox', { name: 'Call status' }).click();
  await page.getByRole('option', { name: 'Promise to pay' }).click();
  await dialog.getByRole('textbox', { name: /^Promised payment date/ }).fill(inDays(3));
  await dialog.getByRole('textbox', { name: /^Promised amount/ }).fill('1');
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Will pay at the bank on Friday');
  await submit.click();
  const history = dialog.getByRole('list', { name: 'Call history' });
  await expect(history.getByRole('listitem').first()).toContainText('Promise to pay');
  await expect(history.getByRole('listitem').first()).toContainText('Will pay at the bank on Friday');

  // The reminder: an SMS with the 4% penalty notice, queued for the delivery job.
  await dialog.getByRole('combobox', { name: 'Reminder type' }).click();
  await page.getByRole('option', { name: 'SMS' }).click();
  await submit.click();
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText(/SMS (queued|sent)/);

  // A second agent opening the same note is told who has it.
  const other = await browser.newPage();
  await new SignInPage(other).signInAs('admin', undefined, '/call-center');
  await other.getByRole('textbox', { name: 'Reference, taxpayer or phone' }).fill(reference);
  const row = other.getByRole('table', { name: 'Tax notes to call' }).getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Held by Junior Tshibangu');
  await row.getByRole('button', { name: `Open ${reference}` }).click();
  const otherDialog = other.getByRole('dialog', { name: `Tax note ${reference}` });
  await expect(otherDialog.getByRole('alert')).toContainText('Junior Tshibangu is working on this note');
  await expect(otherDialog.getByRole('button', { name: 'Log the contact' })).toBeDisabled();
  await other.close();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: reference })).toContainText('Reminded');
  report(findings);
});

test('on a phone the queue reads as cards and the note opens full-screen, with nothing scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await new SignInPage(page).signInAs('callcenter', undefined, '/call-center');
  const cards = page.getByRole('list', { name: 'Tax notes to call' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await cards
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Open / })
    .click();
  const dialog = page.getByRole('dialog', { name: /^Tax note / });
  await expect(dialog.getByRole('button', { name: 'Log the contact' })).toBeEnabled();
  expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
