import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';

/** Registries keep their integrity (issue 24 item 11; admin-health D4, D6, D24). */
let t: TestApp;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, extra: Record<string, string> = {}) =>
  t.request({ method, url: `/api${url}`, headers: t.headersFor(admin, extra), payload: payload as Record<string, unknown> });

const citizenKey = async () => (await api('GET', '/account/citizens?range=[0,0]')).json().data[0]._key as string;

const property = (overrides: Record<string, unknown>) => ({ parcelNumber: 'LSH/KAM/99001', nature: 'Residential', rang: '1', ...overrides });

describe('properties', () => {
  it('refuses a parcel number already used in the project, whatever its case and spaces', async () => {
    const ownerKey = await citizenKey();
    const first = await api('POST', '/account/properties', property({ ownerKey }));
    expect(first.statusCode, first.body).toBe(200);
    const again = await api('POST', '/account/properties', property({ ownerKey, parcelNumber: 'lsh/kam/ 99001' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'DUPLICATE', responseMessage: 'This value is already used by another record: Parcel number.' });
  });

  it('needs an owner: a citizen or an organization', async () => {
    const ownerless = await api('POST', '/account/properties', property({ parcelNumber: 'LSH/KAM/99002' }));
    expect(ownerless.statusCode).toBe(422);
    expect(ownerless.json()).toMatchObject({ errorCode: 'OWNER_REQUIRED', responseMessage: 'A property needs an owner: a citizen or an organization.' });
    const french = await api('POST', '/account/properties', property({ parcelNumber: 'LSH/KAM/99002' }), { 'accept-language': 'fr' });
    expect(french.json().responseMessage).toBe('Une propriété doit avoir un propriétaire : un citoyen ou une organisation.');
  });
});

describe('citizens', () => {
  it('refuses a citizen as their own father, mother or spouse', async () => {
    const body = { firstName: 'Ilunga', lastName: 'Self', gender: 'Male', contactPhone1CountryCode: '243', contactPhone1: '812220001' };
    const created = await api('POST', '/account/citizens', body);
    expect(created.statusCode, created.body).toBe(200);
    const { _key: key, version } = created.json().data;
    for (const field of ['motherKey', 'fatherKey', 'spouseKey']) {
      const refused = await api('PUT', `/account/citizens/${key}`, { ...body, [field]: key }, { 'if-match': `"${version}"` });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({ errorCode: 'OWN_RELATIVE', responseMessage: 'A citizen cannot be their own parent or spouse.' });
    }
  });
});

describe('vehicles', () => {
  it('stores a plate typed with spaces and small letters in its one written form', async () => {
    const ownerKey = await citizenKey();
    const created = await api('POST', '/account/vehicles', { plateNumber: '9998 zq 05', category: 'Car', ownerKey, make: 'Toyota', model: 'Hilux' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.plateNumber).toBe('9998ZQ05');
    const again = await api('POST', '/account/vehicles', { plateNumber: '9998-ZQ-05', category: 'Car', ownerKey, make: 'Toyota', model: 'Hilux' });
    expect(again.statusCode).toBe(409);
  });
});
