import { dayInZone } from '../../src/domain/dated-money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidReference } from '../../src/domain/tax-reference';
import { createTestApp, type TestApp } from './support/test-app';
import { buildTaxWorld, draftFor, type TaxWorld } from './tax-notes-fixture';

let t: TestApp;
let world: TaxWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildTaxWorld(t, 'CREATE');
});
afterAll(async () => {
  await t.close();
});

const create = (draft: Record<string, unknown>, headers: Record<string, string> = {}) =>
  world.api(world.sessions.taxateur, 'POST', '/taxNote/notes', draft, headers);

const today = () => dayInZone(new Date());
const inDays = (days: number) => dayInZone(new Date(Date.now() + days * 86_400_000));

describe('creating a tax note', () => {
  it('taxes a citizen’s vehicle: computed on the server, rate frozen, numbered, waiting for the approver', async () => {
    const response = await create(draftFor(world), { 'access-latitude': '-11.66', 'access-longitude': '27.48' });
    expect(response.statusCode, response.body).toBe(200);
    const note = response.json().data;
    expect(note.reference).toMatch(/^MPT-\d{4}-0000001-[0-9A-Z*]$/);
    expect(isValidReference(note.reference)).toBe(true);
    expect(note).toMatchObject({
      taxType: 'vehicle',
      taxpayerKind: 'citizen',
      taxpayerName: 'Mwenze Kalenga',
      objectKey: world.keys.vehicle,
      objectLabel: 'CREA01',
      phoneNumber: '812000301',
      period: 'yearly',
      periodStart: '2026-01-01',
      amount: { amount: 4600, currency: 'USD' },
      computedAmount: { amount: 4600, currency: 'USD' },
      counterAmount: { amount: 13_112_300, currency: 'CDF' },
      conversionRate: '2850.500000',
      paidAmount: { amount: 0, currency: 'USD' },
      remainingAmount: { amount: 4600, currency: 'USD' },
      lifecycle: 'waitingForApproval',
      awaitingActor: 'approver',
      paymentState: 'unpaid',
      expired: false,
      disputed: false,
      createdByName: 'Patrice Kabongo',
      version: 1,
    });
    expect(note.dueDate).toBeUndefined();
    expect(note.items).toEqual([
      expect.objectContaining({
        nomenclatureItemKey: world.keys.vignette,
        account: '1.1.02.02',
        factor: { amount: 4600, currency: 'USD' },
        computedAmount: { amount: 4600, currency: 'USD' },
        declaredAmount: { amount: 4600, currency: 'USD' },
        amountReason: '',
        steps: [
          { stepKey: 'quantity', labelName: 'Quantity', value: '1', stepMode: 'user', includeInCalculation: true },
          { stepKey: 'approval', labelName: 'Approval', value: '', stepMode: 'user', includeInCalculation: false },
          { stepKey: 'recovery', labelName: 'Recovery', value: '', stepMode: 'user', includeInCalculation: false },
        ],
      }),
    ]);
    expect(note.events).toEqual([expect.objectContaining({ kind: 'created', userName: 'taxateur', latitude: -11.66, longitude: 27.48 })]);
    // The appraiser may ask for an amendment; approving is not theirs.
    expect(note.allowedActions).toEqual(['requestAmendment']);

    const shown = await world.api(world.sessions.approver, 'GET', `/taxNote/notes/${note._key}`);
    expect(shown.statusCode).toBe(200);
    // The approver decides; asking for a new amount is the appraiser's (four eyes).
    expect(shown.json().data.allowedActions).toEqual(['approve', 'reject']);
  });

  it('taxes an organization’s vehicle with the organization factor', async () => {
    const response = await create(
      draftFor(world, { taxpayerKind: 'organization', taxpayerKey: world.keys.organization, objectKey: world.keys.organizationVehicle }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ taxpayerKind: 'organization', taxpayerName: 'Brasserie CREATE', amount: { amount: 5600, currency: 'USD' } });
  });

  it('taxes a property on its measured area, or on the chosen building’s area, rounded half-up once', async () => {
    const parcel = await create(draftFor(world, { taxType: 'property', objectKey: world.keys.property, items: [{ nomenclatureItemKey: world.keys.landTax }] }));
    expect(parcel.statusCode, parcel.body).toBe(200);
    // 25 cents × 120.5 m² = 3012.5 cents → 3013
    expect(parcel.json().data.amount).toEqual({ amount: 3013, currency: 'USD' });
    // Approval is the only step: approved means issued at once, due in 30 days (checked in the transitions tests).
    const building = await create(
      draftFor(world, {
        taxType: 'property',
        objectKey: world.keys.property,
        objectPart: 'Main house',
        periodStart: '2025-06-01',
        items: [{ nomenclatureItemKey: world.keys.landTax }],
      }),
    );
    expect(building.statusCode, building.body).toBe(200);
    expect(building.json().data).toMatchObject({ objectPart: 'Main house', amount: { amount: 2000, currency: 'USD' }, periodStart: '2025-01-01' });
  });

  it('taxes a rental contract on its rent times the months of the period', async () => {
    const response = await create(
      draftFor(world, {
        taxType: 'rental',
        objectKey: world.keys.rental,
        period: 'quarterly',
        periodStart: '2026-05-20',
        items: [{ nomenclatureItemKey: world.keys.rentalTax }],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    // 22 cents × 500 × 3 months
    expect(response.json().data).toMatchObject({ amount: { amount: 33_000, currency: 'USD' }, periodStart: '2026-04-01', lifecycle: 'waitingForApproval' });
    expect(response.json().data.items[0].steps.map((s: { value: string }) => s.value)).toEqual(['500', '3', '', '']);
  });

  it('refuses a lease that ended before the period, in English and French, and counts only the months a lease runs in (tax-staff D14)', async () => {
    const ended = await world.api(world.sessions.admin, 'POST', '/account/rentals', {
      ownerKey: world.keys.citizen,
      renterKey: world.keys.renter,
      propertyKey: world.keys.property,
      category: 'Residential',
      startDate: '2024-12-01',
      endDate: '2025-11-30',
      monthlyRent: { amount: 50000, currency: 'USD' },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const lease = ended.json().data._key as string;
    const november = draftFor(world, {
      taxType: 'rental',
      objectKey: lease,
      period: 'monthly',
      periodStart: '2026-11-27',
      items: [{ nomenclatureItemKey: world.keys.rentalTax }],
    });
    const refused = await create(november);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errorCode: 'LEASE_OUTSIDE_PERIOD',
      responseMessage:
        'This rental contract ran from 01/12/2024 to 30/11/2025: it does not cover the period from 01/11/2026 to 30/11/2026. Choose a contract running in the period, or another period.',
    });
    const french = await create(november, { 'accept-language': 'fr' });
    expect(french.json().responseMessage).toBe(
      'Ce contrat de location a couru du 01/12/2024 au 30/11/2025 : il ne couvre pas la période du 01/11/2026 au 30/11/2026. Choisissez un contrat en cours pendant la période, ou une autre période.',
    );
    // 2025: the lease runs in 11 of its 12 months. 22 cents × 500 × 11 months
    const year2025 = await create({ ...november, period: 'yearly', periodStart: '2025-06-01' });
    expect(year2025.statusCode, year2025.body).toBe(200);
    expect(year2025.json().data).toMatchObject({ amount: { amount: 121_000, currency: 'USD' }, periodStart: '2025-01-01' });
    expect(year2025.json().data.items[0].steps.map((s: { value: string }) => s.value)).toEqual(['500', '11', '', '']);
  });

  it('creates a fee without approver or receveur as issued at once, due after the project’s delay', async () => {
    const response = await create(
      draftFor(world, {
        taxType: 'fee',
        objectKey: undefined,
        period: 'once',
        periodStart: '2026-02-03',
        items: [{ nomenclatureItemKey: world.keys.feeCdf, stepValues: { count: '2' } }],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const note = response.json().data;
    // 200 francs × 2; the counter-value divides by the frozen rate: 400 / 2850.5 dollars → 14 cents
    expect(note).toMatchObject({
      lifecycle: 'issued',
      amount: { amount: 40_000, currency: 'CDF' },
      counterAmount: { amount: 14, currency: 'USD' },
      dueDate: inDays(30),
      periodStart: '2026-02-03',
    });
    expect(note.approvedAt).toBeDefined();
    expect(note.issuedAt).toBeDefined();
  });

  it('accepts a declared amount that differs from the computed one only with a reason', async () => {
    const draft = draftFor(world, { taxType: 'fee', objectKey: undefined, period: 'once', periodStart: '2026-02-04' });
    const refused = await create({ ...draft, items: [{ nomenclatureItemKey: world.keys.fee, stepValues: { count: '1' }, declaredAmount: 900 }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errorCode: 'TAX_AMOUNT_INCORRECT', responseMessage: 'The Tax Amount is not correct Please check' });

    const accepted = await create({
      ...draft,
      items: [{ nomenclatureItemKey: world.keys.fee, stepValues: { count: '1' }, declaredAmount: 900, amountReason: 'Hardship reduction' }],
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ amount: { amount: 900, currency: 'USD' }, computedAmount: { amount: 1000, currency: 'USD' } });
    expect(accepted.json().data.items[0]).toMatchObject({ declaredAmount: { amount: 900 }, amountReason: 'Hardship reduction' });
  });
});

describe('refusing a tax note', () => {
  const expectError = async (draft: Record<string, unknown>, status: number, message: string, language = 'en') => {
    const response = await create(draft, { 'accept-language': language });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().responseMessage).toBe(message);
    return response.json();
  };

  it('the same tax twice on one note (in English and in French)', async () => {
    const draft = draftFor(world, { items: [{ nomenclatureItemKey: world.keys.vignette }, { nomenclatureItemKey: world.keys.vignette }] });
    await expectError(draft, 400, 'You have already add this text');
    await expectError(draft, 400, 'Vous avez déjà ajouté ce texte', 'fr');
  });

  it('an organization outside the appraiser’s establishment list', async () => {
    const draft = draftFor(world, { taxpayerKind: 'organization', taxpayerKey: world.keys.otherOrganization, taxType: 'fee', objectKey: undefined });
    await expectError(draft, 400, 'Please select the correct establishment');
    await expectError(draft, 400, "Veuillez sélectionner l'établissement correct", 'fr');
  });

  it('a citizen that does not exist in the project', async () => {
    await expectError(draftFor(world, { taxpayerKey: 'no-such-citizen' }), 400, 'Please select the correct user !!!');
    // An establishment key is no citizen either.
    await expectError(draftFor(world, { taxpayerKey: world.keys.organization }), 400, 'Please select the correct user !!!');
  });

  it('an object that is not the taxpayer’s, or a building the property does not have', async () => {
    const other = await expectError(
      draftFor(world, { objectKey: world.keys.organizationVehicle }),
      400,
      "Please select the correct object: it must be the taxpayer's (and there is none for a fee).",
    );
    expect(other.errorCode).toBe('TAX_OBJECT_INVALID');
    await expectError(
      draftFor(world, { objectKey: undefined }),
      400,
      "Please select the correct object: it must be the taxpayer's (and there is none for a fee).",
    );
    await expectError(
      draftFor(world, { taxType: 'property', objectKey: world.keys.property, objectPart: 'Garage', items: [{ nomenclatureItemKey: world.keys.landTax }] }),
      400,
      'Please select the correct building or basement',
    );
  });

  it('a tax of another type, or no longer valid', async () => {
    const body = await expectError(
      draftFor(world, { items: [{ nomenclatureItemKey: world.keys.landTax }] }),
      400,
      'Please select the correct tax: it must be of this tax type and valid today.',
    );
    expect(body.details).toEqual([{ field: 'items.0.nomenclatureItemKey', message: 'nomenclatureItem' }]);
    await expectError(
      draftFor(world, { items: [{ nomenclatureItemKey: world.keys.vignetteExpired }] }),
      400,
      'Please select the correct tax: it must be of this tax type and valid today.',
    );
  });

  it('taxes of two currencies on one note', async () => {
    const draft = draftFor(world, {
      taxType: 'fee',
      objectKey: undefined,
      items: [
        { nomenclatureItemKey: world.keys.fee, stepValues: { count: '1' } },
        { nomenclatureItemKey: world.keys.feeCdf, stepValues: { count: '1' } },
      ],
    });
    await expectError(draft, 400, 'All the taxes of one note must be in the same currency.');
  });

  it('a step value missing, or a step the tax type does not have', async () => {
    const fee = { taxType: 'fee', objectKey: undefined, period: 'once', periodStart: '2026-02-10' };
    await expectError(draftFor(world, { ...fee, items: [{ nomenclatureItemKey: world.keys.fee }] }), 400, 'Please enter a number for the step Count.');
    await expectError(
      draftFor(world, { ...fee, items: [{ nomenclatureItemKey: world.keys.fee, stepValues: { count: '1', colour: '2' } }] }),
      400,
      'The step colour is not part of the process configuration of this tax.',
    );
  });

  it('a live note for the same taxpayer, object, tax and period: 409 until that note is rejected', async () => {
    const draft = draftFor(world, { periodStart: '2024-07-01' });
    const first = await create(draft);
    expect(first.statusCode, first.body).toBe(200);
    const reference = first.json().data.reference;
    // Another day of the same year is the same yearly period.
    const again = await expectError(
      { ...draft, periodStart: '2024-11-30' },
      409,
      `A live tax note already exists for this taxpayer, object, tax and period: ${reference}.`,
    );
    expect(again.errorCode).toBe('TAX_NOTE_DUPLICATE');
    const rejected = await world.api(world.sessions.approver, 'POST', `/taxNote/notes/${first.json().data._key}/reject`, { reason: 'Wrong vehicle' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await create(draft)).statusCode).toBe(200);
  });

  it('a role that may not create notes: 403', async () => {
    const response = await world.api(world.sessions.cashier, 'POST', '/taxNote/notes', draftFor(world));
    expect(response.statusCode).toBe(403);
  });

  it('bad bodies: 400 naming the field, never 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [draftFor(world, { items: [] }), 'items'],
      [draftFor(world, { items: undefined }), 'items'],
      [draftFor(world, { period: 'weekly' }), 'period'],
      [draftFor(world, { periodStart: '2026-02-30' }), 'periodStart'],
      [draftFor(world, { surprise: true }), 'surprise'],
      [draftFor(world, { items: [{ nomenclatureItemKey: world.keys.vignette, declaredAmount: 12.5, amountReason: 'x' }] }), 'declaredAmount'],
      [draftFor(world, { items: [{ nomenclatureItemKey: world.keys.vignette, stepValues: { quantity: '1e5' } }] }), 'quantity'],
      [draftFor(world, { items: [{ nomenclatureItemKey: world.keys.vignette, declaredAmount: -1, amountReason: 'x' }] }), 'declaredAmount'],
    ];
    for (const [draft, field] of cases) {
      const response = await create(draft);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(JSON.stringify(response.json().details)).toContain(field);
    }
    // Values the schema lets through but no note can hold: a year before 100, a total past the largest amount.
    const ancient = await create(draftFor(world, { periodStart: '0042-03-01' }));
    expect(ancient.statusCode, ancient.body).toBe(400);
    expect(ancient.json().details).toEqual([{ field: 'periodStart', message: 'range' }]);
    const huge = { nomenclatureItemKey: world.keys.vignette, declaredAmount: 900719925474099, amountReason: 'Test' };
    const tooMuch = await create(draftFor(world, { items: [huge] }));
    expect(tooMuch.statusCode, tooMuch.body).toBe(400);
    expect(tooMuch.json().errorCode).toBe('INVALID_VALUE');
    const invalidPhone = await create(draftFor(world, { phoneNumber: '1234' }));
    expect(invalidPhone.statusCode).toBe(400);
    expect(invalidPhone.json().responseMessage).toBe('Not valid mobile (#)');
  });
});

describe('a project without configuration', () => {
  it('refuses a tax type without step configuration, and a day without a rate', async () => {
    const admin = world.sessions.admin;
    const made = await t.request({
      method: 'POST',
      url: '/api/project/projects',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { projectName: 'Taxes BARE', projectType: '1' },
    });
    const projectKey = made.json().data._key;
    const headers = { authorization: `Bearer ${admin.token}`, 'project-key': projectKey };
    const post = (url: string, payload: unknown) => t.request({ method: 'POST', url: `/api${url}`, headers, payload: payload as Record<string, unknown> });
    const citizen = (
      await post('/account/citizens', { firstName: 'Ilunga', lastName: 'Banza', gender: 'Male', contactPhone1CountryCode: '243', contactPhone1: '812000399' })
    ).json().data._key;
    const item = (
      await post('/nomenclature/items', {
        account: '9.9',
        reason: 'Fee',
        taxType: 'fee',
        taxFactorCitizen: { amount: 100, currency: 'USD' },
        taxFactorOrganization: { amount: 100, currency: 'USD' },
        validFrom: '2020-01-01',
      })
    ).json().data._key;
    const draft = { ...draftFor(world, { taxType: 'fee', objectKey: undefined, taxpayerKey: citizen }), items: [{ nomenclatureItemKey: item }] };

    const noSteps = await post('/taxNote/notes', draft);
    expect(noSteps.statusCode).toBe(400);
    expect(noSteps.json().responseMessage).toBe('Please select process configuration');
    expect(noSteps.json().errorCode).toBe('PROCESS_CONFIGURATION_REQUIRED');

    expect((await post('/step/configurations', { taxType: 'fee', stepKey: 'count', labelName: 'Count', sequence: 1, stepMode: 'user' })).statusCode).toBe(200);
    const noRate = await post('/taxNote/notes', draft);
    expect(noRate.statusCode).toBe(400);
    expect(noRate.json().errorCode).toBe('CONVERSION_RATE_MISSING');

    // A rate cannot be dated tomorrow; today's one prices nothing until someone else approves it.
    const tomorrow = await post('/utils/currency-conversions', { fromCurrency: 'USD', toCurrency: 'CDF', conversionRate: '2900', validFrom: inDays(2) });
    expect(tomorrow.json()).toMatchObject({ errorCode: 'RATE_DATE_FUTURE' });
    const entered = await post('/utils/currency-conversions', { fromCurrency: 'USD', toCurrency: 'CDF', conversionRate: '2800', validFrom: today() });
    expect(entered.statusCode).toBe(200);
    expect((await post('/taxNote/notes', draft)).json().errorCode).toBe('CONVERSION_RATE_MISSING');
    expect((await post(`/project/projects/${projectKey}/members`, { userKeys: ['user-receveur'] })).statusCode).toBe(200);
    const receveur = world.sessions.receveur;
    const approved = await t.request({
      method: 'POST',
      url: `/api/project/money-requests/rates/${entered.json().data._key}/approve`,
      headers: { authorization: `Bearer ${receveur.token}`, 'project-key': projectKey },
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const created = await post('/taxNote/notes', draft);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ conversionRate: '2800.000000', counterAmount: { amount: 280_000, currency: 'CDF' } });
    expect(created.json().data.reference).toMatch(/^MPT-\d{4}-0000001-/);
  });
});
