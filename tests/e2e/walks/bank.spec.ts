import { expect } from '@playwright/test';
import { PaymentsApi, typed } from '../pages/payments-api';
import { walkTheDay } from './walk';

/** The bank agent's day: a taxpayer pays a note at the bank's counter; the agent records it with the slip, then reads the bank's own payments. */
walkTheDay('bank agent', async (walk) => {
  const { page } = walk;
  const t = walk.t.payments;
  const note = await new PaymentsApi(page.request).issuedUsdNote(2345);
  await walk.step('signs in', () => walk.signIn('bank'));

  await walk.step('records the payment with its bank slip', async () => {
    await walk.findNoteToPay(note.reference);
    const form = page.getByRole('form', { name: t.form.title });
    await form.getByRole('textbox', { name: walk.text(t.form.amount, { currency: 'USD' }) }).fill(typed(note.amount.amount));
    await form.getByRole('combobox', { name: t.form.bank }).click();
    await page.getByRole('option', { name: 'Rawbank Lubumbashi' }).click();
    await form.getByRole('textbox', { name: t.form.slip }).fill(`BRD-${Date.now().toString().slice(-8)}`);
    await form.getByRole('button', { name: t.form.submit }).click();
    const receipt = page.getByRole('dialog', { name: walk.pattern(t.receipt.title) });
    await expect(receipt.getByRole('row').filter({ hasText: note.reference })).toBeVisible();
    await receipt.getByRole('button', { name: t.receipt.close }).click();
  });

  await walk.step('reads the bank’s payments, its own bank only', async () => {
    await page.goto('/bank-report');
    await expect(page.getByRole('heading', { level: 1, name: walk.t.nav.bankPayments })).toBeVisible();
    await page.getByRole('combobox', { name: walk.t.bankReports.filters.bank }).click();
    await expect(page.getByRole('option')).toHaveText([walk.t.bankReports.filters.allBanks, 'Rawbank Lubumbashi']);
    await page.keyboard.press('Escape');
  });
});
