import { expect, type Locator, type Page } from '@playwright/test';

/** The /role screens: list, form and permission matrix. */
export class RolePages {
  constructor(readonly page: Page) {}

  name = (): Locator => this.page.getByRole('textbox', { name: 'Name' });
  description = (): Locator => this.page.getByRole('textbox', { name: 'Description' });
  matrix = (): Locator => this.page.getByRole('table', { name: 'Permissions' });
  cell = (flag: string, area: string): Locator => this.matrix().getByRole('checkbox', { name: `${flag}: ${area}`, exact: true });
  save = (): Locator => this.page.getByRole('button', { name: 'Save' });

  async openCreate(): Promise<void> {
    await this.page.goto('/role/create');
    await expect(this.matrix()).toBeVisible();
  }

  async openEdit(roleName: string): Promise<void> {
    await this.page.goto('/role');
    await this.page.getByRole('textbox', { name: 'Search' }).fill(roleName);
    // The search reaches the address after a pause; a row clicked before it would be left for the
    // filtered list a moment later (a busy CI machine lost the edit page that way).
    await expect(this.page).toHaveURL(/filter=/);
    await this.page.getByRole('row').filter({ hasText: roleName }).getByRole('cell', { name: roleName, exact: true }).click();
    await expect(this.name()).toHaveValue(roleName);
  }
}
