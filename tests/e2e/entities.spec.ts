import { expect, test, type Page } from '@playwright/test';
import { EntityPage, type Language } from './pages/entity-page';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';
import { xlsxTexts } from './pages/xlsx-text';

/** One name per run and language, so a rerun against the same server never meets an old record. */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}`;
const singular = (name: string) => name.split(' |||| ')[0];
const fill = (text: string, values: Record<string, string>) => text.replace(/%\{(\w+)\}/g, (_, key: string) => values[key]);

async function signIn(page: Page, language: Language): Promise<EntityPage> {
  await new SignInPage(page).signInAs('admin');
  if (language === 'fr') {
    const shell = new ShellPage(page);
    await shell.chooseLanguage('French');
    await expect(shell.heading()).toHaveText('Mon travail');
  }
  return new EntityPage(page, language);
}

/** Exports what the list shows and reads the workbook back. */
async function exportAndRead(entity: EntityPage, path: string, expected: string[]): Promise<void> {
  const download = await entity.export();
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${path}-\\d{8}-\\d{6}\\.xlsx$`));
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const texts = await xlsxTexts(file);
  for (const text of expected) expect(texts).toContain(text);
}

for (const language of ['en', 'fr'] as const) {
  test.describe(`in ${language === 'en' ? 'English' : 'French'}`, () => {
    test('a citizen is created, edited, found with filters, exported and deleted', async ({ page }) => {
      const entity = await signIn(page, language);
      const { t } = entity;
      const fields = t.resources.citizens.fields;
      const name = singular(t.resources.citizens.name);
      const firstName = unique('Zawadi');

      await entity.open('/citizen');
      await expect(entity.heading()).toHaveText(t.resources.citizens.name.split(' |||| ')[1]);
      await entity
        .main()
        .getByRole('link', { name: /create|créer/i })
        .click();
      // The name inside the sentence: 'Create citizen', not 'Create Citizen' (admin-health D22).
      const inSentence = name.charAt(0).toLowerCase() + name.slice(1);
      await expect(entity.heading()).toHaveText(fill(language === 'en' ? 'Create %{name}' : 'Créer %{name}', { name: inSentence }));

      // An empty save is refused with the schema's messages, in the user's language.
      await entity.save();
      await expect(entity.main().getByText(t.schemaUi.errors.required).first()).toBeVisible();
      await entity.fill(fields.firstName, firstName);
      await entity.fill(fields.lastName, 'Mwamba');
      await entity.choose(fields.gender, t.values.gender.Female);
      await entity.fill(fields.dateOfBirth, '14032001');
      await entity.fill(fields.contactPhone1, '12');
      await expect(entity.main().getByText(t.errors.invalidMobile)).toBeVisible();
      await entity.fill(fields.contactPhone1, '812345690');
      await expect(entity.main().getByText(t.errors.invalidMobile)).toHaveCount(0);
      const address = entity.main().getByRole('group', { name: fields.address });
      await entity.choose(t.subfields.provinceKey, 'Haut-Katanga', address);
      await entity.choose(t.subfields.cityKey, 'Lubumbashi', address);
      await entity.choose(t.subfields.communeKey, 'Kampemba', address);
      await entity.save();
      await entity.expectNotification(fill(t.schemaUi.notifications.created, { name }));
      await expect(page).toHaveURL(/\/citizen\/[^/]+\/show/);

      // Edit from the list row.
      await entity.open('/citizen');
      await entity.search(firstName);
      await expect(entity.rows()).toHaveCount(1);
      await entity
        .row(firstName)
        .getByRole('link', { name: /^(edit|modifier)$/i })
        .click();
      await expect(entity.input(fields.firstName)).toHaveValue(firstName);
      await expect(entity.input(fields.dateOfBirth)).toHaveValue('14/03/2001');
      await entity.fill(fields.middleName, 'Neema');
      await entity.save();
      await entity.expectNotification(fill(t.schemaUi.notifications.updated, { name }));

      // Filters: the search box and a gender filter beside it.
      await entity.open('/citizen');
      await entity.search(firstName);
      await expect(entity.row(firstName)).toContainText('Neema');
      await expect(entity.row(firstName)).toContainText('14/03/2001');
      await expect(entity.row(firstName)).toContainText('+243 812 345 690');
      await entity.filterBy(fields.gender, t.values.gender.Male);
      await expect(entity.rows()).toHaveCount(0);
      await entity.choose(fields.gender, t.values.gender.Female);
      await expect(entity.rows()).toHaveCount(1);

      await exportAndRead(entity, 'citizen', [fields.firstName, fields.dateOfBirth, firstName, t.values.gender.Female, '14/03/2001']);

      await entity.deleteRow(firstName);
      await entity.expectNotification(fill(t.schemaUi.notifications.deleted, { name }));
      await expect(entity.rows()).toHaveCount(0);
    });

    test('an establishment is created under its parent, edited, filtered, exported and deleted', async ({ page }) => {
      const entity = await signIn(page, language);
      const { t } = entity;
      const fields = t.resources.establishments.fields;
      const establishmentName = unique('Bureau Test ');

      await entity.open('/establishment');
      await entity
        .main()
        .getByRole('link', { name: /create|créer/i })
        .click();
      await entity.fill(fields.establishmentName, establishmentName);
      await entity.fill(fields.shortName, 'BT-1');
      await expect(entity.select(fields.type)).toHaveText(t.values.type['2']);
      await entity.choose(fields.parentKey, 'Direction Générale des Recettes du Haut-Katanga');
      await entity.choose(fields.size, t.values.size.Small);
      await entity.fill(fields.contactPhone1, '998877665');
      await entity.save();
      await expect(page.getByText(/!!!$/)).toBeVisible();
      await expect(page).toHaveURL(/\/establishment\/[^/]+\/show/);

      await entity.open('/establishment');
      await entity.search(establishmentName);
      await expect(entity.rows()).toHaveCount(1);
      await expect(entity.row(establishmentName)).toContainText('Direction Générale des Recettes du Haut-Katanga');
      await entity
        .row(establishmentName)
        .getByRole('link', { name: /^(edit|modifier)$/i })
        .click();
      await expect(entity.input(fields.establishmentName)).toHaveValue(establishmentName);
      await entity.fill(fields.shortName, 'BT-2');
      await entity.save();
      await expect(page.getByText(/!!!$/)).toBeVisible();

      await entity.open('/establishment');
      await entity.search(establishmentName);
      await expect(entity.row(establishmentName)).toContainText('BT-2');
      await entity.filterBy(fields.type, t.values.type['3']);
      await expect(entity.rows()).toHaveCount(0);
      await entity.choose(fields.type, t.values.type['2']);
      await expect(entity.rows()).toHaveCount(1);

      await exportAndRead(entity, 'establishment', [
        fields.establishmentName,
        fields.parentKey,
        establishmentName,
        'BT-2',
        'Direction Générale des Recettes du Haut-Katanga',
      ]);

      await entity.deleteRow(establishmentName);
      await expect(page.getByText(/!!!$/)).toBeVisible();
      await expect(entity.rows()).toHaveCount(0);
    });
  });
}
