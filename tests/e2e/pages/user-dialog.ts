import { expect, type Locator, type Page } from '@playwright/test';

/** The /user screen and its create/update dialog. */
export class UserDialogPage {
  constructor(readonly page: Page) {}

  dialog = (): Locator => this.page.getByRole('dialog').filter({ has: this.page.getByText(/^(Create user|Update user)$/) });
  search = (): Locator => this.dialog().getByRole('searchbox', { name: 'Citizen' });
  field = (label: string): Locator => this.dialog().getByLabel(label, { exact: false }).and(this.dialog().locator('input'));
  combobox = (label: string): Locator => this.dialog().getByRole('combobox', { name: new RegExp(`^${label}`) });
  button = (name: string): Locator => this.dialog().getByRole('button', { name, exact: true });
  result = (name: string): Locator => this.dialog().getByRole('button', { name, exact: true });

  async openCreate(): Promise<void> {
    await this.page.goto('/user/create');
    await expect(this.search()).toBeVisible();
  }

  async searchFor(text: string): Promise<void> {
    await this.search().fill(text);
  }

  async choose(combobox: string, option: string): Promise<void> {
    await this.combobox(combobox).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await expect(this.page.getByRole('listbox')).toHaveCount(0);
  }

  /** Picks in a multi-select, then closes its list. */
  async closeList(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.page.getByRole('listbox')).toHaveCount(0);
  }
}
