import { expect, test, type Locator, type Page } from '@playwright/test';
import { unique } from './pages/admin-api';
import { DEMO_PASSWORD, SignInPage } from './pages/sign-in-page';

/**
 * A clerk who cannot use a mouse does the two daily tasks with the keyboard alone: no click, no
 * fill, only Tab, arrows, Enter and typed characters. Each step checks that focus reached the
 * control a sighted user would read next, so a trap or an unreachable control fails the test.
 */

/** Presses Tab (or Shift+Tab) until `target` holds the focus; fails when it never does. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `never reached by ${backwards ? 'Shift+' : ''}Tab`).toBeFocused();
}

/** Types into the focused control as a keyboard does, character by character. */
async function type(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
}

/** Opens the focused select with the keyboard and chooses an option by arrows and Enter. */
async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  await expect(select).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const wanted = listbox.getByRole('option', { name: option, exact: true });
  for (let presses = 0; presses < 20 && !(await wanted.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(listbox).toHaveCount(0);
  await expect(select).toBeFocused();
}

test('signing in with the keyboard alone', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await tabTo(page, signIn.userName());
  await type(page, 'admin');
  await tabTo(page, signIn.password());
  await type(page, DEMO_PASSWORD);
  // Enter in a field submits the form, as it does on any web form.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-work/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('creating a citizen with the keyboard alone', async ({ page }) => {
  await new SignInPage(page).signInAs('admin', undefined, '/citizen');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Citizens' })).toBeVisible();

  // From the list to the form: the Create button is reached and pressed with the keyboard.
  const create = main
    .getByRole('link', { name: 'Create' })
    .or(main.getByRole('button', { name: 'Create' }))
    .first();
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/citizen\/create$/);

  const lastName = unique('Clavier');
  const field = (name: string) => main.getByRole('textbox', { name: new RegExp(`^${name}( \\*)?$`) });
  await tabTo(page, field('First name'));
  await type(page, 'Amani');
  await tabTo(page, field('Last name'));
  await type(page, lastName);
  const gender = main.getByRole('combobox', { name: /^Gender( \*)?/ });
  await tabTo(page, gender);
  await chooseOption(page, gender, 'Female');
  await tabTo(page, field('Date of birth'));
  await type(page, '14031990');
  await tabTo(page, field('Phone number').or(field('Phone')).first());
  await type(page, `81${String(Date.now()).slice(-7)}`);

  // Save is the last stop of the form; reaching it from the fields proves nothing traps the focus.
  const save = main.getByRole('button', { name: 'Save' });
  await tabTo(page, save, { limit: 120 });
  await page.keyboard.press('Enter');
  await expect(page.getByText(/created/i).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Amani ${lastName}`) })).toBeVisible();
});
