import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';

let t: TestApp;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

describe('phones', () => {
  it('stores a phone typed with its trunk prefix and spaces as its national number', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/account/citizens',
      headers: t.headersFor(admin),
      payload: { firstName: 'Furaha', lastName: 'Kapinga', gender: 'Female', contactPhone1CountryCode: '243', contactPhone1: '0997 123 456' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data.contactPhone1).toBe('997123456');
  });
});
