import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { en } from '../../../src/i18n/en';
import { fr } from '../../../src/i18n/fr';

export type Language = 'en' | 'fr';
export const CATALOGUES = { en, fr } as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A screen drawn by the schema engine (list, show, create, edit), driven as a user would. */
export class EntityPage {
  readonly t: (typeof CATALOGUES)[Language];

  constructor(
    readonly page: Page,
    readonly language: Language = 'en',
  ) {
    this.t = CATALOGUES[language];
  }

  heading = (): Locator => this.page.getByRole('heading', { level: 1 });
  main = (): Locator => this.page.getByRole('main');
  rows = (): Locator => this.main().locator('tbody tr');
  row = (text: string): Locator => this.rows().filter({ hasText: text });
  /** An input by the start of its label (required labels end with ' *'). */
  input = (label: string, scope: Locator = this.main()): Locator => {
    const name = new RegExp(`^${escape(label)}( \\*)?$`);
    return scope.getByRole('textbox', { name }).or(scope.getByRole('spinbutton', { name }));
  };
  /** A select by its label; its accessible name goes on with the chosen value ('Gender Female'). */
  select = (label: string, scope: Locator = this.main()): Locator => scope.getByRole('combobox', { name: new RegExp(`^${escape(label)}( \\*)?( |$)`) });

  /** A searchable reference (an Autocomplete): its name is its label alone. */
  reference = (label: string, scope: Locator = this.main()): Locator => scope.getByRole('combobox', { name: new RegExp(`^${escape(label)}( \\*)?$`) });

  async pickReference(label: string, search: string, option: string): Promise<void> {
    await this.reference(label).fill(search);
    await this.page.getByRole('option', { name: option }).click();
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading()).toBeVisible();
  }

  async fill(label: string, value: string, scope?: Locator): Promise<void> {
    await this.input(label, scope).fill(value);
  }

  async choose(label: string, option: string | RegExp, scope?: Locator): Promise<void> {
    await this.select(label, scope).click();
    await this.page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
    await expect(this.page.getByRole('listbox')).toHaveCount(0);
  }

  async save(): Promise<void> {
    await this.main().getByRole('button', { name: this.t.schemaUi.form.save }).click();
  }

  async expectNotification(text: string): Promise<void> {
    await expect(this.page.getByText(text, { exact: true })).toBeVisible();
  }

  async search(text: string): Promise<void> {
    await this.main().getByPlaceholder(this.t.schemaUi.list.search).fill(text);
  }

  /** Adds one filter input from the "Add filter" menu and picks a value in it. */
  async filterBy(label: string, option: string): Promise<void> {
    await this.main()
      .getByRole('button', { name: /add filter|ajouter un filtre/i })
      .click();
    await this.page.getByRole('menuitemcheckbox', { name: label }).click();
    await this.choose(label, option);
  }

  async export(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.main().getByRole('button', { name: this.t.exportXlsx.button, exact: true }).click();
    return download;
  }

  async deleteRow(text: string): Promise<void> {
    await this.row(text)
      .getByRole('button', { name: /delete|supprimer/i })
      .click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toContainText(text);
    await dialog.getByRole('button', { name: /confirm|confirmer/i }).click();
  }
}
