import { expect, test, type Page } from '@playwright/test';
import { EntityPage, type Language } from './pages/entity-page';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';

const SHOTS = 'tests/e2e/screenshots';
const fill = (text: string, values: Record<string, string | number>) => text.replace(/%\{(\w+)\}/g, (_, key: string) => String(values[key]));
const plural = (name: string) => name.split(' |||| ')[1] ?? name;

/** A still picture: menus closed, transitions finished, scrolled to the top so the sticky bar stays on top. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });
}

async function signIn(page: Page, language: Language = 'en', userName = 'admin'): Promise<EntityPage> {
  await new SignInPage(page).signInAs(userName);
  if (language === 'fr') {
    const shell = new ShellPage(page);
    await shell.chooseLanguage('French');
    await expect(shell.heading()).toHaveText('Mon travail');
  }
  return new EntityPage(page, language);
}

for (const language of ['en', 'fr'] as const) {
  test(`the generated list, form and show screens in ${language === 'en' ? 'English' : 'French'} (screenshots)`, async ({ page }) => {
    const entity = await signIn(page, language);
    const { t } = entity;

    await entity.open('/citizen');
    await expect(entity.heading()).toHaveText(plural(t.resources.citizens.name));
    await expect(entity.rows().first()).toBeVisible();
    await expect(entity.main().getByRole('columnheader', { name: t.resources.citizens.fields.dateOfBirth })).toBeVisible();
    await shoot(page, `entities-citizen-list-light-${language}`);

    await entity.open('/citizen/create');
    const fields = t.resources.citizens.fields;
    await entity.fill(fields.firstName, 'Amani');
    await entity.choose(fields.gender, t.values.gender.Female);
    await entity.fill(fields.dateOfBirth, '01022003');
    await entity.fill(fields.contactPhone1, '81234');
    await entity.choose(t.subfields.provinceKey, 'Haut-Katanga', entity.main().getByRole('group', { name: fields.address }));
    await expect(entity.main().getByText(t.errors.invalidMobile)).toBeVisible();
    await shoot(page, `entities-citizen-create-light-${language}`);

    await entity.open('/vehicle');
    await entity.rows().first().click();
    await expect(page).toHaveURL(/\/vehicle\/[^/]+\/show$/);
    await expect(entity.main().getByText(t.resources.vehicles.fields.chassisNumber)).toBeVisible();
    await shoot(page, `entities-vehicle-show-light-${language}`);

    await entity.open('/step-configuration/create');
    await expect(entity.main().getByText(t.schemaUi.stepConfiguration.protocol)).toBeVisible();
    await shoot(page, `entities-step-configuration-create-light-${language}`);
  });
}

test('a vehicle is registered with its owner found by search and every tax selected at once', async ({ page }) => {
  const entity = await signIn(page);
  const { t } = entity;
  const fields = t.resources.vehicles.fields;
  const plate = `ZZ${Date.now().toString().slice(-6)}`;
  await entity.open('/vehicle/create');
  await entity.pickReference(fields.ownerKey, 'Nathalie', 'Nathalie Mukendi Banza');
  await entity.choose(fields.category, t.values.category.Car);
  await entity.fill(fields.plateNumber, plate);
  await entity.fill(fields.firstRegistrationYear, '2019');
  await entity.main().getByRole('button', { name: t.schemaUi.widgets.selectAll, exact: true }).click();
  await entity.save();
  await entity.expectNotification(fill(t.schemaUi.notifications.created, { name: 'Vehicle' }));
  const show = entity.main();
  await expect(show.locator('[data-field="ownerKey"]')).toHaveText('Nathalie Mukendi Banza');
  await expect(show.locator('[data-field="taxes"]')).toHaveText('Vignette, Road traffic tax, Technical control, Urban tax');
  await expect(show.locator('[data-field="plateNumber"]')).toHaveText(plate);
});

test('the shared rules stop a rental, a conversion and a revenue split before the server', async ({ page }) => {
  const entity = await signIn(page);
  const { t } = entity;
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/')) posts.push(request.url());
  });

  await entity.open('/rental/create');
  const rental = t.resources.rentalContracts.fields;
  for (const label of [rental.ownerKey, rental.renterKey]) await entity.pickReference(label, 'Nathalie', 'Nathalie Mukendi Banza');
  await entity.save();
  await expect(entity.main().getByText(t.errors.sameRenterOwner)).toBeVisible();

  await entity.open('/currency-conversion/create');
  const conversion = t.resources.currencyConversions.fields;
  await entity.choose(conversion.fromCurrency, t.values.fromCurrency.USD);
  await entity.choose(conversion.toCurrency, t.values.toCurrency.USD);
  await entity.fill(conversion.conversionRate, '2850.5');
  await entity.save();
  await expect(entity.main().getByText(t.errors.sameCurrency)).toBeVisible();

  await entity.open('/revenue-split/create');
  const split = t.resources.revenueSplits.fields;
  await entity.fill(split.beneficiary, 'Province');
  await entity.fill(split.percentage, '101');
  await entity.save();
  await expect(entity.main().getByText(fill(t.schemaUi.errors.maximum, { limit: 100 }))).toBeVisible();
  // The demo project's splits already total 100: the form knows it and says how much is left.
  await entity.fill(split.percentage, '100');
  await entity.save();
  await expect(entity.main().getByText(new RegExp(t.errors.splitTotalExceeded.split(':')[0]))).toBeVisible();
  expect(posts).toEqual([]);
});

test('master data opens from one page, each card on its generated list', async ({ page }) => {
  const entity = await signIn(page);
  const { t } = entity;
  await entity.open('/master-data');
  await expect(entity.heading()).toHaveText(t.schemaUi.masterData.title);
  await entity
    .main()
    .getByRole('link', { name: plural(t.resources.provinces.name) })
    .click();
  await expect(page).toHaveURL(/\/provinces$/);
  await entity.search('Katanga');
  await expect(entity.row('Haut-Katanga')).toBeVisible();
  await expect(entity.rows()).toHaveCount(1);
});

test('a reader without the area is sent to /my-work; Dashboard-read configuration opens without its buttons', async ({ page }) => {
  const entity = await signIn(page, 'en', 'cashier');
  const { t } = entity;
  await page.goto('/rental');
  await expect(page).toHaveURL(/\/my-work$/);
  await page.goto('/nomenclature');
  await expect(entity.heading()).toHaveText(plural(t.resources.nomenclatureItems.name));
  await expect(entity.rows().first()).toBeVisible();
  await expect(entity.main().getByRole('link', { name: /^create$/i })).toHaveCount(0);
  await expect(entity.main().getByRole('button', { name: /^delete$/i })).toHaveCount(0);
});
