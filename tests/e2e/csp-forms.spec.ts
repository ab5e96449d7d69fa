import { expect, test, type Page } from '@playwright/test';
import { EntityPage } from './pages/entity-page';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';

/**
 * The main forms under the server's real Content-Security-Policy, which has no 'unsafe-eval': the
 * back office compiles no code in the browser (the forms' validators are compiled at build time),
 * so the browser refuses nothing, and a form still shows its translated inline errors.
 */

/** Every refusal the browser reports: its console message, and the securitypolicyviolation event. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Refused to (evaluate|execute|load|apply|connect)|Content Security Policy|CSP violation/i.test(text)) violations.push(text);
  });
  page.on('pageerror', (error) => {
    if (/unsafe-eval|Content Security Policy|EvalError/i.test(error.message)) violations.push(error.message);
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

async function expectStrictPolicy(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self'(;|$)/);
  expect(policy).not.toContain('unsafe-eval');
}

const FORMS = [
  { path: '/citizen/create', ready: (page: Page) => page.getByRole('textbox', { name: /^First name/ }) },
  { path: '/vehicle/create', ready: (page: Page) => page.getByRole('textbox', { name: /^Registration number/ }) },
  { path: '/taxation', ready: (page: Page) => page.getByRole('combobox', { name: /^Citizen/ }) },
  { path: '/make-payment', ready: (page: Page) => page.getByRole('main').getByRole('textbox').first() },
  { path: '/birth/declare', ready: (page: Page) => page.getByRole('textbox', { name: /^First name/ }).first() },
];

test('the sign-in page and the main forms run under a CSP without unsafe-eval, refusing nothing', async ({ page }) => {
  const violations = watchViolations(page);
  await expectStrictPolicy(page, '/sign-in');
  await new SignInPage(page).signInAs('admin');
  for (const form of FORMS) {
    await expectStrictPolicy(page, form.path);
    await expect(form.ready(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // The citizen form validates with its precompiled validator: a refusal would show here.
  const entity = new EntityPage(page);
  await entity.open('/citizen/create');
  await entity.save();
  await expect(entity.main().getByText(entity.t.schemaUi.errors.required).first()).toBeVisible();
  // The API reference page (swagger-ui) under the same policy.
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info')).toBeVisible();
  expect(violations).toEqual([]);
});

for (const language of ['en', 'fr'] as const) {
  test(`a form's validation errors are shown translated (${language === 'en' ? 'English' : 'French'})`, async ({ page }) => {
    const violations = watchViolations(page);
    await new SignInPage(page).signInAs('admin');
    if (language === 'fr') {
      const shell = new ShellPage(page);
      await shell.chooseLanguage('French');
      await expect(shell.heading()).toHaveText('Mon travail');
    }
    const entity = new EntityPage(page, language);
    const { t } = entity;
    const fields = t.resources.citizens.fields;
    await entity.open('/citizen/create');
    await entity.fill(fields.emailAddress, 'not-an-email');
    await entity.save();
    // `required` and `format` come from Ajv's precompiled code, the words from the catalogue.
    await expect(entity.main().getByText(t.schemaUi.errors.required).first()).toBeVisible();
    await expect(entity.main().getByText(t.schemaUi.errors.email)).toBeVisible();
    // Live validation after the first try: the email corrected, its error goes.
    await entity.fill(fields.emailAddress, 'amani@example.cd');
    await expect(entity.main().getByText(t.schemaUi.errors.email)).toHaveCount(0);

    await entity.open('/vehicle/create');
    await entity.fill(t.resources.vehicles.fields.plateNumber, 'AB/12');
    await entity.save();
    await expect(entity.main().getByText(t.schemaUi.errors.patterns.plate)).toBeVisible();
    expect(violations).toEqual([]);
  });
}
