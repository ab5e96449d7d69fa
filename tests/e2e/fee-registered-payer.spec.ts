import { expect, test, type Page } from '@playwright/test';
import { AdminApi, mobile, unique } from './pages/admin-api';
import { RECEIPT_NUMBER } from './pages/payments-api';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';

/** Every answer of 400 and more the page receives: a fee agent's screen asks only for what it may read. */
function refusals(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) seen.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return seen;
}

const words = {
  en: {
    title: 'Collect a fee',
    fee: 'Fee',
    citizen: 'Citizen',
    walkIn: 'Walk-in payer',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    submit: 'Collect the fee',
    collected: 'Fee collected !!!',
    receipt: 'Receipt',
    useRecord: 'Use the record',
  },
  fr: {
    title: 'Encaisser une redevance',
    fee: 'Redevance',
    citizen: 'Citoyen',
    walkIn: 'Payeur de passage',
    firstName: 'Prénom',
    lastName: 'Nom',
    phone: 'Téléphone',
    submit: 'Encaisser la redevance',
    collected: 'Redevance encaissée !!!',
    receipt: 'Reçu',
    useRecord: 'Utiliser la fiche',
  },
};

async function openFee(page: Page, language: 'en' | 'fr', width: number) {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await new SignInPage(page).signInAs('poc');
  if (language === 'fr') {
    await new ShellPage(page).chooseLanguage('French');
    await page.waitForFunction(() => localStorage.getItem('language') === 'fr');
  }
  await page.goto('/fee');
  const w = words[language];
  await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
  await page.getByRole('combobox', { name: w.fee }).fill('1.3.03.01');
  await page.getByRole('option', { name: /^1\.3\.03\.01 — / }).click();
  await page.getByRole('textbox', { name: 'Quantity / Quantité' }).fill('1');
}

async function collectAndRead(page: Page, language: 'en' | 'fr', payerName: string) {
  const w = words[language];
  await page.getByRole('button', { name: w.submit }).click();
  await expect(page.getByText(w.collected).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${w.receipt} `) })).toHaveText(new RegExp(`^${w.receipt} ${RECEIPT_NUMBER.source}$`));
  await expect(page.getByTestId('receipt')).toContainText(payerName);
}

for (const [language, width] of [
  ['fr', 390],
  ['en', 1440],
] as const) {
  test(`a collection point finds a registered citizen on /fee and collects their fee (${language}, ${width} px)`, async ({ page, request }) => {
    const lastName = unique('Inscrit');
    const phone = mobile();
    await new AdminApi(request).createCitizen({ firstName: 'Esther', lastName, contactPhone1: phone });
    const refused = refusals(page);
    await openFee(page, language, width);
    const w = words[language];

    const citizen = page.getByRole('combobox', { name: w.citizen });
    await citizen.fill(lastName.slice(0, 12));
    await page.getByRole('option', { name: new RegExp(`^Esther ${lastName} · \\+243`) }).click();
    await expect(citizen).toHaveValue(`Esther ${lastName}`);
    // A phone number typed as the counter writes it (leading 0) finds the same person.
    await citizen.fill(`0${phone}`);
    await expect(page.getByRole('option', { name: new RegExp(`^Esther ${lastName} · `) })).toBeVisible();
    await page.getByRole('option', { name: new RegExp(`^Esther ${lastName} · `) }).click();
    await page.screenshot({ path: `tests/e2e/screenshots/fee-registered-payer-${width}-${language}.png`, animations: 'disabled', fullPage: true });
    await collectAndRead(page, language, `Esther ${lastName}`);
    expect(refused, 'no refused call on /fee').toEqual([]);
  });
}

test('a walk-in with the phone and name of a registered citizen is offered the existing record', async ({ page, request }) => {
  const lastName = unique('Revenu');
  const phone = mobile();
  await new AdminApi(request).createCitizen({ firstName: 'Jules', lastName, contactPhone1: phone });
  await openFee(page, 'en', 1440);
  const w = words.en;
  await page.getByRole('button', { name: w.walkIn }).click();
  await page.getByRole('textbox', { name: w.firstName }).fill('jules');
  await page.getByRole('textbox', { name: w.lastName, exact: true }).fill(lastName);
  await page.getByRole('textbox', { name: w.phone }).fill(`0${phone}`);
  const offer = page.getByRole('alert').filter({ hasText: 'This person is already registered' });
  await expect(offer).toContainText(`This person is already registered: Jules ${lastName}, +243`);
  await expect(offer).toContainText('Use the record?');
  await page.screenshot({ path: 'tests/e2e/screenshots/fee-same-citizen-1440-en.png', animations: 'disabled', fullPage: true });
  await offer.getByRole('button', { name: w.useRecord }).click();
  await expect(page.getByRole('combobox', { name: w.citizen })).toHaveValue(`Jules ${lastName}`);
  await collectAndRead(page, 'en', `Jules ${lastName}`);
});
