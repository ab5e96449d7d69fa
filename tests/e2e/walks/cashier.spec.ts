import { expect } from '@playwright/test';
import { PaymentsApi, typed } from '../pages/payments-api';
import { walkTheDay } from './walk';

/** The cashier's day: a taxpayer brings an issued note; the cashier finds it, collects it, hands over the receipt and finds it in the day's history. */
walkTheDay('cashier', async (walk) => {
  const { page } = walk;
  const t = walk.t.payments;
  const note = await new PaymentsApi(page.request).issuedUsdNote(1234);
  await walk.step('signs in', () => walk.signIn('cashier'));

  await walk.step('finds the note by its reference', async () => {
    await walk.findNoteToPay(note.reference);
  });

  let receiptTitle = '';
  await walk.step('collects what the note asks and shows the receipt', async () => {
    const form = page.getByRole('form', { name: t.form.title });
    await form.getByRole('textbox', { name: walk.text(t.form.amount, { currency: 'USD' }) }).fill(typed(note.amount.amount));
    await form.getByRole('textbox', { name: t.form.cashierName }).fill('Caisse centrale');
    await form.getByRole('textbox', { name: t.form.cashierPhone }).fill('0812000404');
    await form.getByRole('button', { name: t.form.submit }).click();
    const receipt = page.getByRole('dialog', { name: walk.pattern(t.receipt.title) });
    await expect(receipt.getByRole('row').filter({ hasText: note.reference })).toBeVisible();
    receiptTitle = (await receipt.getByRole('heading').first().textContent()) ?? '';
    await receipt.getByRole('button', { name: t.receipt.close }).click();
  });

  await walk.step('finds the receipt in the payment history', async () => {
    const receiptNumber = receiptTitle.split(' ').pop() ?? '';
    expect(receiptNumber).toMatch(/\d{7}/);
    await expect(page.getByRole('main')).toContainText(receiptNumber);
  });
});
