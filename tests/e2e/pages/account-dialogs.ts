import { expect, type Locator, type Page } from '@playwright/test';

/** The profile and password dialogs of the user menu. */
export class AccountDialogs {
  constructor(private readonly page: Page) {}

  profile = (): Locator => this.page.getByRole('dialog').filter({ hasText: 'Profile' });
  password = (): Locator => this.page.getByRole('dialog').filter({ hasText: 'Change Password' });

  field(dialog: Locator, label: string): Locator {
    return dialog.getByLabel(label, { exact: false }).and(dialog.locator('input'));
  }

  async expectWidthAtLeast(dialog: Locator, share: number): Promise<void> {
    const box = await dialog.boundingBox();
    const viewport = this.page.viewportSize();
    expect(box && viewport && box.width >= viewport.width * share - 1).toBeTruthy();
  }
}
