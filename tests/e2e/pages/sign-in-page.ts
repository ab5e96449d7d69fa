import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@2026';

/** The /sign-in screen as a user meets it. */
export class SignInPage {
  constructor(private readonly page: Page) {}

  userName = () => this.page.getByRole('textbox', { name: 'User name' });
  password = () => this.page.getByRole('textbox', { name: 'Password', exact: true });
  submit = () => this.page.getByRole('button', { name: 'Sign in' });
  error = () => this.page.getByRole('main').getByRole('alert');

  async goto(): Promise<void> {
    // Coming from /sign-out, the app may still be finishing its own navigation (after a password
    // change the refused sign-out call reloads /sign-out once more): let it settle, and retry a goto
    // that lands in the middle of it.
    if (new URL(this.page.url(), 'http://x').pathname === '/sign-out') {
      await this.page.waitForFunction(() => !localStorage.getItem('accessToken'));
      await this.page.waitForLoadState('networkidle');
    }
    for (let attempt = 1; ; attempt += 1) {
      const error = await this.page.goto('/sign-in').then(
        () => undefined,
        (e: Error) => e,
      );
      if (!error) break;
      if (attempt >= 3 || !/ERR_ABORTED|interrupted by another navigation/.test(error.message)) throw error;
      await this.page.waitForLoadState('networkidle');
    }
    await expect(this.submit()).toBeVisible();
  }

  async signIn(userName: string, password = DEMO_PASSWORD): Promise<void> {
    await this.userName().fill(userName);
    await this.password().fill(password);
    await this.submit().click();
  }

  /** Signs in from a fresh page and waits for the back office to show. */
  async signInAs(userName: string, password = DEMO_PASSWORD, path = '/my-work'): Promise<void> {
    await this.goto();
    await this.signIn(userName, password);
    await expect(this.page).toHaveURL(/\/my-work/);
    if (path !== '/my-work') await this.page.goto(path);
    await expect(this.page.getByRole('contentinfo')).toContainText('Mapato ©');
  }
}
