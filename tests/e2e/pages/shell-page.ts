import { expect, type Locator, type Page } from '@playwright/test';

/** The back-office frame: top bar, menus, settings panel, dialogs. */
export class ShellPage {
  constructor(readonly page: Page) {}

  frame = (): Locator => this.page.locator('[data-layout]');
  navigation = (): Locator => this.page.getByRole('navigation').first();
  heading = (): Locator => this.page.getByRole('heading', { level: 1 });
  // French writes a no-break space before the colon (src/domain/labelled.ts).
  projectButton = (): Locator => this.page.getByRole('button', { name: /^(Project|Projet)\s?:/ });
  languageButton = (): Locator => this.page.getByRole('button', { name: /^(Language|Langue)\b/ });
  userMenuButton = (): Locator => this.page.getByRole('button', { name: /^(User menu|Menu de l'utilisateur)$/ });
  settingsButton = (): Locator => this.page.getByRole('button', { name: /^(Settings|Paramètres)$/ });
  settingsPanel = (): Locator => this.page.getByRole('dialog', { name: /^(Settings|Paramètres)$/ });

  async chooseLanguage(name: string): Promise<void> {
    await this.languageButton().click();
    await this.page.getByRole('menuitem', { name }).click();
  }

  async chooseProject(name: string): Promise<void> {
    await this.projectButton().click();
    await this.page.getByRole('menuitem', { name }).click();
  }

  async openUserMenu(): Promise<Locator> {
    await this.userMenuButton().click();
    const menu = this.page.getByRole('menu');
    await expect(menu).toBeVisible();
    return menu;
  }

  async openUserMenuItem(name: string): Promise<void> {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name }).click();
  }

  async signOut(): Promise<void> {
    await this.openUserMenuItem('Sign out');
    await expect(this.page.getByRole('heading', { name: 'You have signed out!' })).toBeVisible();
  }

  /** Opens the settings panel, presses one choice in a section, closes the panel. */
  async chooseSetting(section: 'Theme' | 'Scheme' | 'Layout', choice: string): Promise<void> {
    await this.settingsButton().click();
    const panel = this.settingsPanel();
    await panel.getByRole('group', { name: section }).getByRole('button', { name: choice, exact: true }).click();
    await panel.getByRole('button', { name: 'Close settings' }).click();
    await expect(panel).toBeHidden();
  }

  async expectLayout(name: string, scheme?: 'light' | 'dark'): Promise<void> {
    await expect(this.frame()).toHaveAttribute('data-layout', name);
    if (scheme) await expect(this.frame()).toHaveAttribute('data-scheme', scheme);
  }
}
