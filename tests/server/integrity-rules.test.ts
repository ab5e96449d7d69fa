import { dayInZone } from '../../src/domain/dated-money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';

/**
 * The integrity rules a clerk meets in the forms, kept by the server too: each one refused
 * through the API with its status, code and translated message (run on PGlite, and on
 * PostgreSQL when DATABASE_URL is set).
 */
let t: TestApp;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: unknown, session = admin, extra: Record<string, string> = {}) =>
  t.request({ method, url: `/api${url}`, headers: t.headersFor(session, extra), payload: payload as Record<string, unknown> });

/** A change as a client makes it: read the record, send its ETag back. */
async function change(method: 'PUT' | 'DELETE', url: string, payload?: unknown, session = admin, extra: Record<string, string> = {}) {
  const read = await api('GET', url, undefined, session);
  const etag = read.headers.etag;
  return api(method, url, payload, session, { ...(typeof etag === 'string' ? { 'if-match': etag } : {}), ...extra });
}

const refusal = (response: { statusCode: number; json: () => { errorCode: string; responseMessage: string; details?: { field: string }[] } }) => {
  const body = response.json();
  return { status: response.statusCode, errorCode: body.errorCode, responseMessage: body.responseMessage };
};

const dayFromNow = (days: number) => dayInZone(new Date(Date.now() + days * 86_400_000));
const thisYear = new Date().getUTCFullYear();
const citizen = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Mwamini',
  lastName: 'Kalumba',
  gender: 'Female',
  contactPhone1CountryCode: '243',
  contactPhone1: '812000111',
  ...overrides,
});

describe('dates', () => {
  it("refuses a date of birth in the future, in the caller's language", async () => {
    const response = await api('POST', '/account/citizens', citizen({ dateOfBirth: dayFromNow(3) }));
    expect(refusal(response)).toEqual({ status: 422, errorCode: 'DATE_IN_FUTURE', responseMessage: 'Date of birth cannot be in the future.' });
    expect(response.json().details).toEqual([{ field: 'dateOfBirth', message: 'Date of birth cannot be in the future.' }]);
    const french = await api('POST', '/account/citizens', citizen({ dateOfBirth: dayFromNow(3) }), admin, { 'accept-language': 'fr' });
    expect(french.json().responseMessage).toBe('Le champ « Date de naissance » ne peut pas être une date future.');
    expect((await api('POST', '/account/citizens', citizen({ dateOfBirth: dayFromNow(-1) }))).statusCode).toBe(200);
  });

  it('refuses a validity that ends before it starts', async () => {
    const item = {
      account: '9.9.01',
      reason: 'Taxe de test',
      taxType: 'fee',
      taxFactorCitizen: { amount: 100, currency: 'USD' },
      taxFactorOrganization: { amount: 200, currency: 'USD' },
    };
    const response = await api('POST', '/nomenclature/items', { ...item, validFrom: '2026-02-01', validTo: '2026-01-31' });
    expect(refusal(response)).toEqual({ status: 422, errorCode: 'PERIOD_REVERSED', responseMessage: 'Valid to cannot be before the start of the period.' });
    expect((await api('POST', '/nomenclature/items', { ...item, validFrom: '2026-02-01', validTo: '2026-02-01' })).statusCode).toBe(200);
  });

  it('refuses a registration year after next year', async () => {
    const vehicle = { category: 'Car', plateNumber: '7001KT22' };
    const response = await api('POST', '/account/vehicles', { ...vehicle, firstRegistrationYear: thisYear + 2 });
    expect(refusal(response)).toEqual({
      status: 422,
      errorCode: 'REGISTRATION_YEAR_TOO_LATE',
      responseMessage: `First registration year cannot be later than next year (${thisYear + 1}).`,
    });
    expect((await api('POST', '/account/vehicles', { ...vehicle, firstRegistrationYear: thisYear + 1 })).statusCode).toBe(200);
  });
});

describe('unique values per project', () => {
  it('refuses a second vehicle with a plate or a chassis number already registered', async () => {
    const first = await api('POST', '/account/vehicles', { category: 'Truck', plateNumber: '7002KT22', chassisNumber: 'WDB9340321L123456' });
    expect(first.statusCode).toBe(200);
    const plate = await api('POST', '/account/vehicles', { category: 'Truck', plateNumber: '7002KT22' });
    expect(refusal(plate)).toEqual({
      status: 409,
      errorCode: 'DUPLICATE',
      responseMessage: 'This value is already used by another record: Registration number.',
    });
    expect(plate.json().details[0].field).toBe('plateNumber');
    const chassis = await api('POST', '/account/vehicles', { category: 'Truck', plateNumber: '7003KT22', chassisNumber: 'WDB9340321L123456' });
    expect(refusal(chassis)).toMatchObject({
      status: 409,
      errorCode: 'DUPLICATE',
      responseMessage: 'This value is already used by another record: Chassis number.',
    });
    // Saving a record again with its own values is no duplicate.
    expect(
      (
        await change('PUT', `/account/vehicles/${first.json().data._key}`, {
          category: 'Truck',
          plateNumber: '7002KT22',
          chassisNumber: 'WDB9340321L123456',
          colour: 'Blanc',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('compares organization numbers as a clerk does, ignoring case and spaces', async () => {
    const response = await api('POST', '/account/establishments', { establishmentName: 'Doublon SARL', type: '2', organizationNumber: 'hk - 0001' });
    expect(refusal(response)).toEqual({
      status: 409,
      errorCode: 'DUPLICATE',
      responseMessage: 'This value is already used by another record: Organization number.',
    });
    const french = await api('POST', '/account/establishments', { establishmentName: 'Doublon SARL', type: '2', organizationNumber: 'HK-0001' }, admin, {
      'accept-language': 'fr',
    });
    expect(french.json().responseMessage).toBe("Cette valeur est déjà utilisée par un autre enregistrement : Numéro d'identification.");
  });

  it('keeps one nomenclature item per account at a time: a new barème starts when the old one ends', async () => {
    const item = {
      reason: 'Vignette',
      taxType: 'vehicle',
      taxFactorCitizen: { amount: 4600, currency: 'USD' },
      taxFactorOrganization: { amount: 5600, currency: 'USD' },
    };
    const overlapping = await api('POST', '/nomenclature/items', { ...item, account: '1.1.02.02', validFrom: '2027-01-01' });
    expect(refusal(overlapping)).toEqual({
      status: 409,
      errorCode: 'DUPLICATE',
      responseMessage: 'This account already has a nomenclature item valid on some of these days: Account.',
    });
    const sameDay = await api('POST', '/nomenclature/items', { ...item, account: '1.9.77', validFrom: '2026-01-01', validTo: '2026-06-30' });
    expect(sameDay.statusCode).toBe(200);
    expect(refusal(await api('POST', '/nomenclature/items', { ...item, account: '1.9.77', validFrom: '2026-01-01', validTo: '2026-03-31' }))).toMatchObject({
      status: 409,
      errorCode: 'DUPLICATE',
    });
    expect((await api('POST', '/nomenclature/items', { ...item, account: '1.9.77', validFrom: '2026-07-01' })).statusCode).toBe(200);
  });

  it('answers 409 to all but one of parallel creations with one plate (the unique index decides)', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => api('POST', '/account/vehicles', { category: 'Motorcycle', plateNumber: '7004KT22' })),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(11).fill(409)]);
    expect(responses.filter((r) => r.statusCode === 409).every((r) => r.json().errorCode === 'DUPLICATE')).toBe(true);
  });
});

describe('conversion rates', () => {
  // Dated in the past: a rate cannot take effect on a day that has not come (four eyes on money).
  const rate = { fromCurrency: 'CDF', toCurrency: 'USD', conversionRate: '0.000351', validFrom: '2025-03-01' };

  it('are greater than 0', async () => {
    const response = await api('POST', '/utils/currency-conversions', { ...rate, conversionRate: '0.000000' });
    expect(refusal(response)).toEqual({ status: 422, errorCode: 'RATE_NOT_POSITIVE', responseMessage: 'Conversion rate must be greater than 0.' });
  });

  it('are dated, one per currency pair and day', async () => {
    const { validFrom: _undated, ...undated } = rate;
    expect(refusal(await api('POST', '/utils/currency-conversions', undated))).toMatchObject({ status: 400, errorCode: 'VALIDATION_ERROR' });
    expect((await api('POST', '/utils/currency-conversions', rate)).statusCode).toBe(200);
    const again = await api('POST', '/utils/currency-conversions', { ...rate, conversionRate: '0.000352' });
    expect(refusal(again)).toEqual({ status: 409, errorCode: 'DUPLICATE', responseMessage: 'This value is already used by another record: Valid from.' });
    expect((await api('POST', '/utils/currency-conversions', { ...rate, validFrom: '2025-03-02' })).statusCode).toBe(200);
  });

  it('keep their history: a rate whose day has passed is not changed or deleted', async () => {
    const old = (await api('POST', '/utils/currency-conversions', { ...rate, validFrom: '2025-06-01' })).json().data._key;
    const changed = await change('PUT', `/utils/currency-conversions/${old}`, { ...rate, validFrom: '2025-06-01', conversionRate: '0.0004' });
    expect(refusal(changed)).toEqual({
      status: 409,
      errorCode: 'RATE_IN_HISTORY',
      responseMessage:
        'This rate is in force since 2025-06-01 and may already have been used: add a new rate with its own date (Valid from) instead of changing it.',
    });
    expect(refusal(await change('DELETE', `/utils/currency-conversions/${old}`))).toMatchObject({ status: 409, errorCode: 'RATE_IN_HISTORY' });
  });
});

describe('revenue split', () => {
  it('refuses percentages that would total more than 100 in the project', async () => {
    const response = await api('POST', '/project/revenue-splits', { beneficiary: 'Chefferie', percentage: 0.5 });
    expect(refusal(response)).toEqual({
      status: 422,
      errorCode: 'SPLIT_TOTAL_EXCEEDED',
      responseMessage: 'The revenue-split percentages of a project cannot total more than 100: 0 is left (Percentage).',
    });
    const city = await api('GET', '/project/revenue-splits/split-ville');
    expect(
      (await change('PUT', '/project/revenue-splits/split-ville', { ...pick(city.json().data, ['beneficiary', 'description']), percentage: 20 })).statusCode,
    ).toBe(200);
    expect((await api('POST', '/project/revenue-splits', { beneficiary: 'Chefferie', percentage: 5.5 })).json().errorCode).toBe('SPLIT_TOTAL_EXCEEDED');
    expect((await api('POST', '/project/revenue-splits', { beneficiary: 'Chefferie', percentage: 5 })).statusCode).toBe(200);
  });
});

describe('establishments', () => {
  it("refuses a bank account whose bank is not a bank, on the account's field", async () => {
    const response = await api('POST', '/account/establishments', {
      establishmentName: 'Brasserie Test',
      type: '2',
      bankAccounts: { cdf: { bankKey: 'est-bureau-centre', accountNumber: '00011234' } },
    });
    expect(refusal(response)).toEqual({ status: 422, errorCode: 'ESTABLISHMENT_CHOICE', responseMessage: 'Please select the correct establishment' });
    expect(response.json().details.map((d: { field: string }) => d.field)).toEqual(['bankAccounts.cdf.bankKey']);
  });

  it('lets a taxateur edit what they may create: a branch of their own establishment, not a new top-level one', async () => {
    const taxateur = await t.login('taxateur');
    const topLevel = await api('POST', '/account/establishments', { establishmentName: 'Société Nouvelle', type: '2' }, taxateur);
    expect(refusal(topLevel)).toEqual({ status: 403, errorCode: 'ESTABLISHMENT_NOT_YOURS', responseMessage: 'Please select the correct establishment' });
    const elsewhere = await api(
      'POST',
      '/account/establishments',
      { establishmentName: 'Guichet Likasi', type: '2', parentKey: 'est-bureau-likasi' },
      taxateur,
    );
    expect(elsewhere.statusCode).toBe(403);
    const branch = await api('POST', '/account/establishments', { establishmentName: 'Guichet Centre', type: '2', parentKey: 'est-bureau-centre' }, taxateur);
    expect(branch.statusCode).toBe(200);
    const url = `/account/establishments/${branch.json().data._key}`;
    expect((await change('PUT', url, { establishmentName: 'Guichet Centre-Ville', type: '2', parentKey: 'est-bureau-centre' }, taxateur)).statusCode).toBe(200);
    expect((await change('PUT', url, { establishmentName: 'Guichet Centre-Ville', type: '2', parentKey: 'est-bureau-likasi' }, taxateur)).statusCode).toBe(403);
  });
});

describe('references held inside nested objects', () => {
  it('keep a street in use in an address from being deleted', async () => {
    const street = (await api('POST', '/masterData/streets', { name: 'Avenue des Tests', quartierKey: await firstKey('/masterData/quartiers') })).json().data
      ._key;
    await api('POST', '/account/citizens', citizen({ contactPhone1: '812000112', address: { streetKey: street } }));
    const response = await change('DELETE', `/masterData/streets/${street}`);
    expect(refusal(response)).toEqual({ status: 409, errorCode: 'RECORD_IN_USE', responseMessage: 'This record is still used by 1 other record(s).' });
  });
});

describe('users', () => {
  const user = (overrides: Record<string, unknown> = {}) => ({
    userName: `rules${Math.random().toString(36).slice(2, 8)}`,
    password: 'Demo@2026',
    confirmPassword: 'Demo@2026',
    firstName: 'Mwamini',
    lastName: 'Kalumba',
    contactPhone1CountryCode: '243',
    phoneNumber: '812000111',
    userRole: 'role-cashier',
    type: '2',
    establishmentKey: 'est-bureau-centre',
    applicationAccess: '1',
    isExternal: false,
    ...overrides,
  });

  it('refuses an application access that does not fit the project type', async () => {
    const response = await api('POST', '/utils/users', user({ applicationAccess: '2' }));
    expect(refusal(response)).toEqual({
      status: 422,
      errorCode: 'APPLICATION_ACCESS_MISMATCH',
      responseMessage: 'Application access does not fit the project: a tax project uses the web application, a health project the birth application.',
    });
  });

  it("links a user only to an existing citizen, with the citizen's names and phone", async () => {
    const missing = await api('POST', '/utils/users', user({ _citizenKey: 'no-such-citizen', isCitizen: true }));
    expect(refusal(missing)).toEqual({ status: 422, errorCode: 'REFERENCE_NOT_FOUND', responseMessage: 'The Citizen does not exist.' });
    const person = (await api('POST', '/account/citizens', citizen({ contactPhone1: '812000113' }))).json().data._key;
    const renamed = await api('POST', '/utils/users', user({ _citizenKey: person, isCitizen: true, firstName: 'Autre', phoneNumber: '812000113' }));
    expect(refusal(renamed)).toEqual({
      status: 422,
      errorCode: 'CITIZEN_NAMES_LOCKED',
      responseMessage: "A user linked to a citizen keeps the citizen's names and phone: First name.",
    });
    const created = await api('POST', '/utils/users', user({ _citizenKey: person, isCitizen: true, phoneNumber: '812000113' }));
    expect(created.statusCode).toBe(200);
    const url = `/utils/users/${created.json().data._key}`;
    const changed = await change('PUT', url, {
      ...pick(user(), ['contactPhone1CountryCode', 'userRole', 'type', 'establishmentKey', 'applicationAccess', 'isExternal']),
      firstName: 'Mwamini',
      lastName: 'Autre',
      phoneNumber: '812000113',
      gender: 'Female',
    });
    expect(refusal(changed)).toMatchObject({
      status: 422,
      errorCode: 'CITIZEN_NAMES_LOCKED',
      responseMessage: "A user linked to a citizen keeps the citizen's names and phone: Last name.",
    });
  });

  it('keeps a citizen linked to a user from being deleted, naming the user', async () => {
    const person = (await api('POST', '/account/citizens', citizen({ contactPhone1: '812000114' }))).json().data._key;
    const userName = `rulescit${Math.random().toString(36).slice(2, 6)}`;
    expect((await api('POST', '/utils/users', user({ userName, _citizenKey: person, isCitizen: true, phoneNumber: '812000114' }))).statusCode).toBe(200);
    const response = await change('DELETE', `/account/citizens/${person}`);
    expect(refusal(response)).toEqual({
      status: 409,
      errorCode: 'CITIZEN_HAS_USER',
      responseMessage: `This citizen is the person of the user ${userName} and cannot be deleted.`,
    });
  });
});

function pick(record: Record<string, unknown>, fields: string[]) {
  return Object.fromEntries(fields.filter((f) => record[f] !== undefined).map((f) => [f, record[f]]));
}

async function firstKey(url: string): Promise<string> {
  return (await api('GET', `${url}?range=[0,0]`)).json().data[0]._key;
}
