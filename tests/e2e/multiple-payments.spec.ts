import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../../src/domain/format';
import { totalPayableIn } from '../../src/domain/payment-rules';
import { PaymentsApi, RECEIPT_NUMBER, typed, type IssuedNote } from './pages/payments-api';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';

type Words = {
  find: string;
  search: string;
  results: string;
  select: (reference: string) => string;
  section: string;
  form: string;
  currency: string;
  amount: (currency: string) => string;
  cashierName: string;
  cashierPhone: string;
  record: string;
  confirmTitle: string;
  confirm: string;
  receipt: string;
  close: string;
  pay: (reference: string) => string;
  payableNow: string;
  fullyPaid: string;
};

const ENGLISH: Words = {
  find: 'Reference, phone or taxpayer',
  search: 'Search',
  results: 'Tax notes found',
  select: (reference) => `Select ${reference} to pay together`,
  section: 'Pay several notes together',
  form: 'Payment',
  currency: 'Currency paid',
  amount: (currency) => `Amount paid (${currency})`,
  cashierName: 'Cashier name',
  cashierPhone: 'Cashier phone',
  record: 'Record the payment',
  confirmTitle: 'Pay 2 tax notes together?',
  confirm: 'Pay the 2 notes',
  receipt: 'Receipt',
  close: 'Close',
  pay: (reference) => `Pay ${reference}`,
  payableNow: 'Payable now',
  fullyPaid: 'This tax note is fully paid.',
};

const FRENCH: Words = {
  find: 'Référence, téléphone ou contribuable',
  search: 'Rechercher',
  results: 'Notes de taxation trouvées',
  select: (reference) => `Sélectionner ${reference} pour payer ensemble`,
  section: 'Payer plusieurs notes ensemble',
  form: 'Paiement',
  currency: 'Devise payée',
  amount: (currency) => `Montant payé (${currency})`,
  cashierName: 'Nom du caissier',
  cashierPhone: 'Téléphone du caissier',
  record: 'Enregistrer le paiement',
  confirmTitle: 'Payer 2 notes de taxation ensemble ?',
  confirm: 'Payer les 2 notes',
  receipt: 'Reçu',
  close: 'Fermer',
  pay: (reference) => `Payer ${reference}`,
  payableNow: 'À payer maintenant',
  fullyPaid: 'Cette note de taxation est entièrement payée.',
};

/** On /make-payment: finds the taxpayer's notes and ticks each one to be paid together. */
async function selectTogether(page: Page, words: Words, notes: readonly IssuedNote[]): Promise<void> {
  const search = page.getByRole('search');
  await search.getByRole('textbox', { name: words.find }).fill(notes[0].taxpayerName);
  await search.getByRole('button', { name: words.search }).click();
  const found = page.getByRole('list', { name: words.results });
  for (const note of notes) await found.getByRole('checkbox', { name: words.select(note.reference) }).check();
}

/**
 * The cashier finds the taxpayer's notes by name, ticks two, pays their total in `currency`
 * after confirming, and gets one receipt that lists both; both notes then read fully paid.
 */
async function payTwoTogether(page: Page, api: PaymentsApi, notes: IssuedNote[], currency: 'USD' | 'CDF', words: Words, language: 'en' | 'fr', shot: string) {
  const payables = await Promise.all(notes.map((note) => api.payable(note._key)));
  const total = totalPayableIn(
    payables.map((p) => p.payable),
    currency,
    payables[0].rate,
  );
  // The server's own figure: each note's amount in the paid currency, added.
  expect(total.amount).toBe(payables.reduce((sum, p) => sum + p.payableIn[currency], 0));

  await selectTogether(page, words, notes);

  const section = page.getByRole('region', { name: words.section });
  await expect(section.getByTestId(`several-total-${currency}`)).toHaveText(formatMoney(total, language));
  const form = section.getByRole('form', { name: words.form });
  if (currency !== 'USD') {
    await form.getByRole('combobox', { name: words.currency }).click();
    await page.getByRole('option', { name: currency }).click();
  }
  await form.getByRole('textbox', { name: words.amount(currency) }).fill(language === 'fr' ? typed(total.amount).replace('.', ',') : typed(total.amount));
  await form.getByRole('textbox', { name: words.cashierName }).fill('Caisse centrale');
  await form.getByRole('textbox', { name: words.cashierPhone }).fill('0812000406');
  // The finder and the section, without the long history below them.
  const bottom = await section.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
  await page.screenshot({
    path: `tests/e2e/screenshots/${shot}-selection.png`,
    animations: 'disabled',
    fullPage: true,
    clip: { x: 0, y: 0, width: page.viewportSize()!.width, height: Math.ceil(bottom) + 16 },
  });
  await form.getByRole('button', { name: words.record }).click();

  const confirm = page.getByRole('dialog', { name: words.confirmTitle });
  for (const note of notes) await expect(confirm).toContainText(note.reference);
  await expect(confirm.getByTestId('several-confirm-total')).toHaveText(formatMoney(total, language));
  await page.screenshot({ path: `tests/e2e/screenshots/${shot}-confirm.png`, animations: 'disabled' });
  await confirm.getByRole('button', { name: words.confirm }).click();

  const receipt = page.getByRole('dialog', { name: new RegExp(`^${words.receipt} `) });
  await expect(receipt.getByRole('heading')).toHaveText(new RegExp(`^${words.receipt} ${RECEIPT_NUMBER.source}$`));
  for (const [index, note] of notes.entries()) {
    const line = receipt.getByRole('row').filter({ hasText: note.reference });
    await expect(line).toContainText(formatMoney({ amount: payables[index].payableIn[currency], currency }, language));
  }
  // The page's lists refresh behind the receipt; it is read once they are in.
  await expect(page.getByRole('status').filter({ hasText: /^(Please wait|Veuillez patienter)/ })).toBeHidden();
  await page.screenshot({ path: `tests/e2e/screenshots/${shot}-receipt.png`, animations: 'disabled' });
  await receipt.getByRole('button', { name: words.close, exact: true }).click();
  await expect(receipt).toHaveCount(0);

  // Both notes are paid now, under the one receipt.
  const after = await Promise.all(notes.map((note) => api.payable(note._key)));
  expect(after.map((p) => p.payable.amount)).toEqual([0, 0]);
  const found = page.getByRole('list', { name: words.results });
  for (const note of notes) {
    await found.getByRole('button', { name: words.pay(note.reference) }).click();
    await expect(page.getByRole('region', { name: words.payableNow }).getByRole('alert')).toHaveText(words.fullyPaid);
  }
}

test('a cashier pays two notes of one taxpayer together on one receipt, in English at 1440 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const api = new PaymentsApi(request);
  const notes = await api.issuedUsdNotesOfOneTaxpayer([526, 1250]);
  await new SignInPage(page).signInAs('cashier', undefined, '/make-payment');
  await payTwoTogether(page, api, notes, 'USD', ENGLISH, 'en', 'multiple-payments-1440-en');
});

test('a cashier pays two notes of one taxpayer together in francs, in French on a 390 px phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const api = new PaymentsApi(request);
  const notes = await api.issuedUsdNotesOfOneTaxpayer([526, 1250]);
  await new SignInPage(page).signInAs('cashier');
  await new ShellPage(page).chooseLanguage('French');
  await page.waitForFunction(() => localStorage.getItem('language') === 'fr');
  await page.goto('/make-payment');
  await payTwoTogether(page, api, notes, 'CDF', FRENCH, 'fr', 'multiple-payments-390-fr');
  // Nothing on the phone is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the selection reads the same in English on a 390 px phone and in French at 1440 px', async ({ page, request }) => {
  const api = new PaymentsApi(request);
  const notes = await api.issuedUsdNotesOfOneTaxpayer([526, 1250]);
  await new SignInPage(page).signInAs('cashier');
  for (const [width, words, language] of [
    [390, ENGLISH, 'en'],
    [1440, FRENCH, 'fr'],
  ] as const) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (language === 'fr') {
      await new ShellPage(page).chooseLanguage('French');
      await page.waitForFunction(() => localStorage.getItem('language') === 'fr');
    }
    await page.goto('/make-payment');
    await selectTogether(page, words, notes);
    const section = page.getByRole('region', { name: words.section });
    await expect(section.getByTestId('several-total-USD')).toHaveText(formatMoney({ amount: 1776, currency: 'USD' }, language));
    await expect(section.getByRole('form', { name: words.form })).toBeVisible();
    const bottom = await section.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
    await page.screenshot({
      path: `tests/e2e/screenshots/multiple-payments-${width}-${language}-selection.png`,
      animations: 'disabled',
      fullPage: true,
      clip: { x: 0, y: 0, width, height: Math.ceil(bottom) + 16 },
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
