import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatMoney } from '../../src/domain/format';
import { AdminApi, TAX_PROJECT, mobile, unique } from './pages/admin-api';
import { ShellPage } from './pages/shell-page';
import { DEMO_PASSWORD, SignInPage } from './pages/sign-in-page';

type Json = Record<string, unknown>;
type Language = 'en' | 'fr';

/** The taxateur's working establishment (demo seed): the one establishment they may tax. */
const HELD_ESTABLISHMENT = 'est-bureau-centre';

/** The records a note needs, made through the API as an administrator would. */
class TaxSetup {
  private token = '';
  constructor(private readonly request: APIRequestContext) {}

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each caller reads the fields it asked for
  async call(method: 'GET' | 'POST', path: string, data?: Json): Promise<any> {
    if (!this.token) {
      const login = await this.request.post('/api/Authentication/login', { data: { userName: 'admin', password: DEMO_PASSWORD } });
      this.token = (await login.json()).data.token;
    }
    const response = await this.request.fetch(`/api/${path}`, {
      method,
      data,
      headers: { Authorization: `Bearer ${this.token}`, 'Project-Key': TAX_PROJECT.key },
    });
    const body = await response.json();
    expect(response.ok(), JSON.stringify(body)).toBeTruthy();
    return body.data;
  }

  /** A tax type without steps gets the one auto step its object fills (demo data may already hold them). */
  async ensureSteps(taxType: 'vehicle' | 'property'): Promise<void> {
    const steps = (await this.call('GET', `step/configurations?filter=${encodeURIComponent(JSON.stringify({ taxType }))}`)) as unknown[];
    if (steps.length > 0) return;
    const stepKey = taxType === 'vehicle' ? 'fiscalHorsePower' : 'measuredArea';
    await this.call('POST', 'step/configurations', { taxType, stepKey, labelName: stepKey, sequence: 50, stepMode: 'auto', includeInCalculation: true });
  }

  async ensureRate(): Promise<void> {
    const rates = (await this.call('GET', 'utils/currency-conversions')) as unknown[];
    if (rates.length === 0)
      await this.call('POST', 'utils/currency-conversions', { fromCurrency: 'USD', toCurrency: 'CDF', conversionRate: '2850.000000', validFrom: '2020-01-01' });
  }

  /** A tax of its own per test: no earlier note can make this one a duplicate. */
  item(taxType: 'vehicle' | 'property', citizen: number, organization: number): Promise<Json & { account: string }> {
    return this.call('POST', 'nomenclature/items', {
      account: unique('E2E').slice(0, 30),
      reason: `E2E ${taxType} tax`,
      taxType,
      taxFactorCitizen: { amount: citizen, currency: 'USD' },
      taxFactorOrganization: { amount: organization, currency: 'USD' },
      validFrom: '2020-01-01',
    });
  }

  vehicle(owner: Json): Promise<Json & { plateNumber: string }> {
    const plateNumber = `E${Date.now().toString(36).toUpperCase().slice(-7)}${Math.floor(Math.random() * 90 + 10)}`;
    return this.call('POST', 'account/vehicles', {
      category: 'Car',
      plateNumber,
      make: 'Toyota',
      model: 'Corolla',
      fiscalHorsePower: 9,
      seats: 5,
      weightKg: 1200,
      ...owner,
    });
  }

  property(owner: Json): Promise<Json & { parcelNumber: string }> {
    return this.call('POST', 'account/properties', {
      parcelNumber: unique('P'),
      rang: '2',
      nature: 'Residential',
      measuredAreaM2: 600,
      buildings: [{ name: 'Annexe', material: 'Durable', areaM2: 85 }],
      ...owner,
    });
  }

  note(
    key: string,
  ): Promise<{ reference: string; amount: { amount: number; currency: 'USD' | 'CDF' }; taxpayerKey: string; objectKey: string; objectPart?: string }> {
    return this.call('GET', `taxNote/notes/${encodeURIComponent(key)}`);
  }
}

const words = {
  en: {
    citizen: 'Citizen',
    establishment: 'Establishment',
    taxType: 'Tax type',
    add: 'Add a tax',
    declarant: 'Declarant',
    responsible: 'Person responsible to pay',
    phone: 'Phone',
    submit: 'Create the tax note',
    building: 'Building or basement',
    created: /^Tax note (\S+) created !!!$/,
  },
  fr: {
    citizen: 'Citoyen',
    establishment: 'Établissement',
    taxType: 'Type de taxe',
    add: 'Ajouter une taxe',
    declarant: 'Déclarant',
    responsible: 'Personne redevable',
    phone: 'Téléphone',
    submit: 'Créer la note de taxation',
    building: 'Bâtiment ou sous-sol',
    created: /^Note de taxation (\S+) créée !!!$/,
  },
} as const;
/** The tax type as its menu reads, and the label of the object field it brings. */
const typeName = { en: { vehicle: 'Vehicle', property: 'Property' }, fr: { vehicle: 'Véhicule', property: 'Foncier' } } as const;
const objectLabel = { en: { vehicle: 'Vehicle', property: 'Property' }, fr: { vehicle: 'Véhicule', property: 'Propriété' } } as const;

type NoteInput = {
  language: Language;
  kind: 'citizen' | 'establishment';
  taxpayer: string;
  taxType: 'vehicle' | 'property';
  object: string;
  account: string;
  building?: string;
};

/** Fills /taxation as the appraiser does, checks the computed total, sends, and answers the new note's key and the total shown. */
async function raiseNote(page: Page, input: NoteInput): Promise<{ key: string; total: string; reference: string }> {
  const w = words[input.language];
  await page.goto('/taxation');
  if (input.kind === 'establishment') await page.getByRole('button', { name: w.establishment, exact: true }).click();
  const taxpayer = page.getByRole('combobox', { name: input.kind === 'citizen' ? w.citizen : w.establishment });
  await taxpayer.fill(input.taxpayer);
  await page
    .getByRole('option', { name: new RegExp(input.taxpayer) })
    .first()
    .click();
  await page.getByRole('combobox', { name: w.taxType }).click();
  await page.getByRole('option', { name: typeName[input.language][input.taxType], exact: true }).click();
  await page.getByRole('combobox', { name: new RegExp(`^${objectLabel[input.language][input.taxType]}`) }).click();
  await page.getByRole('option', { name: new RegExp(input.object) }).click();
  if (input.building) {
    await page.getByRole('combobox', { name: w.building }).click();
    await page.getByRole('option', { name: input.building }).click();
  }
  await page.getByRole('combobox', { name: w.add }).fill(input.account);
  await page.getByRole('option', { name: new RegExp(input.account) }).click();
  await expect(page.getByTestId('computation')).toBeVisible();
  const total = (await page.getByTestId('note-total').locator('p').nth(1).textContent()) ?? '';
  await page.getByRole('textbox', { name: w.declarant }).fill('Jean Mukendi');
  await page.getByRole('textbox', { name: w.responsible }).fill('Jean Mukendi');
  await page.getByRole('textbox', { name: w.phone, exact: false }).last().fill(mobile());
  await page.getByRole('button', { name: w.submit }).click();
  await expect(page).toHaveURL(/\/tax-note\/[^/]+\/show/);
  const notice = page.getByText(w.created);
  await expect(notice).toBeVisible();
  const reference = w.created.exec((await notice.textContent()) ?? '')![1];
  const key = decodeURIComponent(/\/tax-note\/([^/]+)\/show/.exec(page.url())![1]);
  return { key, total, reference };
}

test.describe('taxation by the appraiser', () => {
  let setup: TaxSetup;
  let citizen: Json & { _key: string; lastName: string };

  test.beforeEach(async ({ page, request }) => {
    setup = new TaxSetup(request);
    await setup.ensureSteps('vehicle');
    await setup.ensureSteps('property');
    await setup.ensureRate();
    const lastName = unique('Kalala');
    citizen = (await new AdminApi(request).createCitizen({ firstName: 'Odette', lastName })) as Json & { _key: string; lastName: string };
    await new SignInPage(page).signInAs('taxateur', DEMO_PASSWORD, '/taxation');
  });

  test('taxes a vehicle of a citizen: the amount computed on screen is the amount of the note', async ({ page }) => {
    const item = await setup.item('vehicle', 2500, 4000);
    const vehicle = await setup.vehicle({ ownerKey: citizen._key });
    const { key, total, reference } = await raiseNote(page, {
      language: 'en',
      kind: 'citizen',
      taxpayer: citizen.lastName,
      taxType: 'vehicle',
      object: vehicle.plateNumber,
      account: item.account,
    });
    const note = await setup.note(key);
    expect(note.reference).toBe(reference);
    expect(note.taxpayerKey).toBe(citizen._key);
    expect(formatMoney(note.amount, 'en')).toBe(total);

    await page.goto('/my-work');
    await expect(page.getByTestId('my-work-created')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Initiate taxation' })).toHaveAttribute('href', '/taxation');
  });

  test('taxes a building of a citizen’s property, in French', async ({ page }) => {
    const item = await setup.item('property', 150, 300);
    const property = await setup.property({ ownerKey: citizen._key });
    await new ShellPage(page).chooseLanguage('French');
    await expect(page.getByRole('heading', { level: 1, name: 'Initier une taxation' })).toBeVisible();
    const { key, total } = await raiseNote(page, {
      language: 'fr',
      kind: 'citizen',
      taxpayer: citizen.lastName,
      taxType: 'property',
      object: property.parcelNumber,
      account: item.account,
      building: 'Annexe',
    });
    const note = await setup.note(key);
    expect(note.objectPart).toBe('Annexe');
    // 1.50 USD per m² of the 85 m² building, as French writes it.
    expect(total.replace(/[\u202f\u00a0]/g, ' ')).toBe(formatMoney(note.amount, 'fr').replace(/[\u202f\u00a0]/g, ' '));
  });

  test('taxes a vehicle and a property of an establishment the appraiser holds', async ({ page }) => {
    const vehicleItem = await setup.item('vehicle', 2500, 4000);
    const propertyItem = await setup.item('property', 150, 300);
    const vehicle = await setup.vehicle({ ownerEstablishmentKey: HELD_ESTABLISHMENT });
    const property = await setup.property({ ownerEstablishmentKey: HELD_ESTABLISHMENT });
    const first = await raiseNote(page, {
      language: 'en',
      kind: 'establishment',
      taxpayer: 'Bureau Lubumbashi Centre',
      taxType: 'vehicle',
      object: vehicle.plateNumber,
      account: vehicleItem.account,
    });
    expect(formatMoney((await setup.note(first.key)).amount, 'en')).toBe(first.total);
    const second = await raiseNote(page, {
      language: 'en',
      kind: 'establishment',
      taxpayer: 'Bureau Lubumbashi Centre',
      taxType: 'property',
      object: property.parcelNumber,
      account: propertyItem.account,
    });
    const note = await setup.note(second.key);
    expect(note.taxpayerKey).toBe(HELD_ESTABLISHMENT);
    expect(formatMoney(note.amount, 'en')).toBe(second.total);
  });

  test('fits a 390 px phone in one column and refuses the same tax twice', async ({ page }) => {
    const item = await setup.item('vehicle', 2500, 4000);
    const vehicle = await setup.vehicle({ ownerKey: citizen._key });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/taxation');
    await page.getByRole('combobox', { name: 'Citizen' }).fill(citizen.lastName);
    await page.getByRole('option', { name: new RegExp(citizen.lastName) }).click();
    await page.getByRole('combobox', { name: 'Tax type' }).click();
    await page.getByRole('option', { name: 'Vehicle', exact: true }).click();
    await page.getByRole('combobox', { name: /^Vehicle/ }).click();
    await page.getByRole('option', { name: new RegExp(vehicle.plateNumber) }).click();
    for (let i = 0; i < 2; i += 1) {
      await page.getByRole('combobox', { name: 'Add a tax' }).fill(item.account);
      await page.getByRole('option', { name: new RegExp(item.account) }).click();
    }
    await expect(page.getByText('You have already add this text')).toBeVisible();
    await expect(page.getByTestId('computation')).toHaveCount(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'tests/e2e/screenshots/taxation-390.png', fullPage: true, animations: 'disabled' });
  });
});
