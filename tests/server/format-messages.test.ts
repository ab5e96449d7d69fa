import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';

/** A value of the wrong format is refused with the format it should have, in the caller's language. */
let t: TestApp;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const createVehicle = (payload: Record<string, unknown>, language = 'en') =>
  t.request({ method: 'POST', url: '/api/account/vehicles', headers: t.headersFor(admin, { 'accept-language': language }), payload });

describe('format errors', () => {
  it('name the expected plate format in the 400 message and its details', async () => {
    const response = await createVehicle({ category: 'Car', plateNumber: '12#AB' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errorCode).toBe('VALIDATION_ERROR');
    expect(body.details).toEqual([{ field: 'plateNumber', message: 'Enter the plate as 2 to 12 capital letters or digits, without spaces (e.g. 1234AB05)' }]);
    expect(body.responseMessage).toContain('Enter the plate as 2 to 12 capital letters or digits');
  });

  it('are translated', async () => {
    const response = await createVehicle({ category: 'Car', plateNumber: '12#AB' }, 'fr');
    expect(response.json().details).toEqual([
      { field: 'plateNumber', message: 'Saisissez la plaque en 2 à 12 lettres majuscules ou chiffres, sans espace (ex. 1234AB05)' },
    ]);
  });

  it('name the format of a step key too', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/step/configurations',
      headers: t.headersFor(admin),
      payload: { stepKey: '9bad' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({
      field: 'stepKey',
      message: 'Enter the key as a lowercase letter followed by letters, digits, _ or - (e.g. measuredArea)',
    });
  });
});
