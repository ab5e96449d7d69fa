import { expect, test, type Page, type Response } from '@playwright/test';
import { englishMessages } from '../../../src/client/providers/english-messages';
import { frenchMessages } from '../../../src/client/providers/french-messages';
import { en } from '../../../src/i18n/en';

export type WalkLanguage = 'en' | 'fr';
/** Our catalogue with react-admin's own words (Save, Delete…), as the client shows them. */
export type Catalogue = typeof en & { ra: { action: Record<string, string>; notification: Record<string, string> } };
/** The two ways a role's day is walked: a French phone and an English desktop. */
export const WALK_SETTINGS = [
  { language: 'fr', width: 390, height: 844 },
  { language: 'en', width: 1440, height: 900 },
] as const satisfies readonly { language: WalkLanguage; width: number; height: number }[];
export type WalkSetting = (typeof WALK_SETTINGS)[number];

const CATALOGUES: Record<WalkLanguage, Catalogue> = { en: englishMessages as unknown as Catalogue, fr: frenchMessages as unknown as Catalogue };
const DEMO_PASSWORD = 'Demo@2026';

/** Every key of the catalogue, dot-joined: on screen, one of them means a text was never translated. */
function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return prefix ? [prefix] : [];
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}
const KNOWN_KEYS = new Set(keysOf(en));
const NAMESPACES = Object.keys(en);
const DOTTED = /\b[A-Za-z][\w-]*(?:\.[\w-]+)+\b/g;

/** A record's key as the demo data and the API spell it ('est-rawbank', 'nom-marche-etal', 'buildings-1'): a name belongs there. */
const RECORD_KEY = /\b(?:est|nom|proj|role|user|prov|city|comm|zone|quartier|street|buildings)-[a-z0-9]+(?:-[a-z0-9]+)*\b/g;

/** Texts on screen that only a defect puts there: a raw key, a placeholder left unfilled, a value never formatted. */
export function rawTextsIn(text: string): string[] {
  const found = new Set<string>();
  for (const token of text.match(DOTTED) ?? []) {
    const namespace = token.split('.')[0];
    if (KNOWN_KEYS.has(token) || NAMESPACES.includes(namespace)) found.add(token);
  }
  for (const pattern of [RECORD_KEY, /%\{\w+\}/g, /\{\{\s*\w+\s*\}\}/g, /\[object Object\]/g, /\bNaN\b/g, /\bundefined\b/g]) {
    for (const match of text.match(pattern) ?? []) found.add(match);
  }
  return [...found];
}

/**
 * One role's day in one setting. It collects what a user would call broken, whatever the step:
 * an uncaught error in the page, an answer of 5xx, a screen replaced by an error message, a raw
 * translation key. `step` checks the screen after each step; `finish` fails on anything collected.
 */
export class Walk {
  readonly t: Catalogue;
  private readonly problems: string[] = [];

  constructor(
    readonly page: Page,
    readonly setting: WalkSetting,
  ) {
    this.t = CATALOGUES[setting.language];
    page.on('pageerror', (error) => this.problems.push(`page error on ${page.url()}: ${error.message}`));
    page.on('response', (response: Response) => {
      if (response.status() >= 500) this.problems.push(`${response.status()} from ${response.request().method()} ${response.url()}`);
    });
  }

  /** A catalogue text with its %{name} filled in, polyglot's singular or plural chosen by smart_count. */
  text(template: string, params: Record<string, string | number> = {}): string {
    const forms = template.split(' |||| ');
    const count = params.smart_count;
    const chosen = forms.length > 1 && typeof count === 'number' ? forms[count === 1 || (this.language === 'fr' && count === 0) ? 0 : 1] : forms[0];
    return chosen.replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
  }

  /** The same text as a pattern whose %{name} parts match anything: for names that carry data. */
  pattern(template: string): RegExp {
    const first = template.split(' |||| ')[0];
    const parts = first.split(/%\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(`^${parts.join('.+')}$`);
  }

  get language(): WalkLanguage {
    return this.setting.language;
  }

  /** Opens the back office in this setting's language and size, and signs in. */
  async signIn(userName: string): Promise<void> {
    const { page, setting } = this;
    await page.setViewportSize({ width: setting.width, height: setting.height });
    await page.addInitScript((language) => localStorage.setItem('language', language), setting.language);
    await page.goto('/sign-in');
    await page.getByRole('textbox', { name: this.t.auth.signIn.userName }).fill(userName);
    await page.getByRole('textbox', { name: this.t.auth.signIn.password, exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: this.t.auth.signIn.submit }).click();
    await expect(page).not.toHaveURL(/\/sign-in/);
    await expect(page.getByRole('contentinfo')).toContainText('Mapato ©');
  }

  /** Opens a page of the citizens' site in this setting's language and size, as a phone or a desktop would. */
  async visitPublic(path: string): Promise<void> {
    const { page, setting } = this;
    await page.setViewportSize({ width: setting.width, height: setting.height });
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${setting.language}`);
  }

  /** Picks an option of a select or autocomplete named by the start of its label. */
  async choose(label: string, option: string | RegExp): Promise<void> {
    await this.page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
    await this.page.getByRole('option', { name: option }).first().click();
  }

  /** On /make-payment: finds an issued note by its reference and opens what it asks for now. */
  async findNoteToPay(reference: string): Promise<void> {
    const t = this.t.payments;
    await this.page.goto('/make-payment');
    await expect(this.page.getByRole('heading', { level: 1, name: t.page.title })).toBeVisible();
    const search = this.page.getByRole('search');
    await search.getByRole('textbox', { name: t.find.label }).fill(reference);
    await search.getByRole('button', { name: t.find.search }).click();
    await this.page
      .getByRole('list', { name: t.find.results })
      .getByRole('button', { name: this.text(t.find.choose, { reference }) })
      .click();
    await expect(this.page.getByRole('region', { name: t.payable.title })).toBeVisible();
  }

  /** A named part of the day; the screen it leaves is checked for broken texts. */
  async step(name: string, body: () => Promise<void>): Promise<void> {
    await test.step(name, async () => {
      await body();
      await this.checkScreen(name);
    });
  }

  async checkScreen(where: string): Promise<void> {
    await this.page.waitForLoadState('networkidle').catch(() => undefined);
    const text = await this.page.locator('body').innerText();
    const raw = rawTextsIn(text);
    if (raw.length) this.problems.push(`${where} (${this.page.url()}): ${raw.join(', ')}`);
    const failed = [this.t.shell.sectionFailed.body, 'Something went wrong', 'Une erreur est survenue'].filter((message) => text.includes(message));
    if (failed.length) this.problems.push(`${where} (${this.page.url()}): ${failed.join(', ')}`);
  }

  finish(): void {
    expect(this.problems, 'what the user met').toEqual([]);
  }
}

/** Declares the role's day once per setting: `tests/e2e/walks/<role>.spec.ts` calls this once. */
export function walkTheDay(role: string, day: (walk: Walk) => Promise<void>): void {
  // A click that cannot happen fails in seconds with what it waited for, not at the end of the day.
  test.use({ actionTimeout: 15_000 });
  for (const setting of WALK_SETTINGS) {
    test(`${role}'s day, ${setting.language} at ${setting.width} px`, async ({ page }) => {
      test.setTimeout(180_000);
      const walk = new Walk(page, setting);
      await day(walk);
      walk.finish();
    });
  }
}
