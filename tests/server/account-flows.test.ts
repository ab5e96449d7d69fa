import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './support/test-app';
import { notificationOutbox, users } from '../../src/server/db/schema';
import * as passwordHash from '../../src/server/services/auth/password-hash';
import { RESET_REQUEST_MIN_DURATION_MS } from '../../src/server/services/auth/password-reset';
import { composeOutboxMessage } from '../../src/server/services/notifications/compose-outbox-message';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => t.request({ method: 'POST', url, payload, headers });
const latestOutbox = async () => (await t.database.db.select().from(notificationOutbox).orderBy(desc(notificationOutbox.createdAt)).limit(1))[0];

describe('change password', () => {
  it('checks the old password and the rule, then ends every sign-in', async () => {
    const session = await t.login('callcenter');
    const headers = t.headersFor(session);
    const wrongOld = await post(
      '/api/utils/users/update-password',
      { _key: session._key, userId: session._key, currentPassword: 'Wrong@2026', newPassword: 'Nouveau@2026' },
      headers,
    );
    expect(wrongOld.statusCode).toBe(422);
    const weak = await post('/api/utils/users/update-password', { _key: session._key, currentPassword: 'Demo@2026', newPassword: 'weakpass' }, headers);
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errorCode).toBe('WEAK_PASSWORD');
    const someoneElse = await post(
      '/api/utils/users/update-password',
      { _key: 'user-admin', currentPassword: 'Demo@2026', newPassword: 'Nouveau@2026' },
      headers,
    );
    expect(someoneElse.statusCode).toBe(403);
    const ok = await post(
      '/api/utils/users/update-password',
      { _key: session._key, userId: session._key, currentPassword: 'Demo@2026', newPassword: 'Nouveau@2026' },
      headers,
    );
    expect(ok.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/account/me', headers })).statusCode).toBe(401);
    expect((await t.login('callcenter', 'Nouveau@2026')).userName).toBe('callcenter');
  });
});

describe('forgot and reset password', () => {
  it('delivers a one-time link through the outbox, and the link works once', async () => {
    const asked = await post('/api/auth/forgot-password', { userName: 'receveur' });
    expect(asked.statusCode).toBe(200);
    const message = (await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.recipient, 'receveur@mapato.example')))[0];
    expect(message).toMatchObject({ channel: 'email', recipient: 'receveur@mapato.example', template: 'passwordReset', status: 'pending' });
    // The outbox keeps the message without its link; the gateway gets it composed.
    expect(message.body).not.toMatch(/token=/);
    const token = /token=([\w-]+)/.exec((await composeOutboxMessage(t.database.db, message)).body)![1];
    const mismatch = await post('/api/auth/reset-password', { token, password: 'Reset@2026', confirmPassword: 'Other@2026' });
    expect(mismatch.statusCode).toBe(400);
    const reset = await post('/api/auth/reset-password', { token, password: 'Reset@2026', confirmPassword: 'Reset@2026' });
    expect(reset.statusCode).toBe(200);
    expect((await t.login('receveur', 'Reset@2026')).userName).toBe('receveur');
    const again = await post('/api/auth/reset-password', { token, password: 'Again@2026', confirmPassword: 'Again@2026' });
    expect(again.statusCode).toBe(400);
    expect(again.json().responseMessage).toBe('This password reset link is invalid or has expired.');
  });

  it('answers the same for an unknown user and sends nothing', async () => {
    const before = await latestOutbox();
    const response = await post('/api/auth/forgot-password', { userName: 'ghost-user' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ error: false, data: { sent: true } });
    expect((await latestOutbox()).key).toBe(before.key);
  });

  it('takes the same time whether or not the name exists: never less than the floor', async () => {
    const timed = async (userName: string) => {
      const started = performance.now();
      const response = await post('/api/auth/forgot-password', { userName });
      return { body: response.json(), ms: performance.now() - started };
    };
    const known = await timed('approver');
    const unknown = await timed('no-such-user-here');
    expect(unknown.body).toEqual(known.body);
    // A timer may fire a millisecond early; the floor is what hides the lookup's outcome.
    expect(known.ms).toBeGreaterThanOrEqual(RESET_REQUEST_MIN_DURATION_MS - 2);
    expect(unknown.ms).toBeGreaterThanOrEqual(RESET_REQUEST_MIN_DURATION_MS - 2);
  });

  it('writes the message in French when the page is in French', async () => {
    await post('/api/auth/forgot-password', { userName: 'taxateur' }, { 'accept-language': 'fr' });
    expect((await latestOutbox()).subject).toBe('Mapato : réinitialisez votre mot de passe');
  });
});

describe('sign-up and unlock-session', () => {
  it('creates an inactive external account that cannot sign in until confirmed', async () => {
    const response = await post('/api/auth/sign-up', {
      firstName: 'Bienvenu',
      lastName: 'Lukusa',
      userName: 'blukusa',
      emailAddress: 'blukusa@example.cd',
      contactPhone1CountryCode: '243',
      phoneNumber: '970000001',
      password: 'Lukusa@2026',
      confirmPassword: 'Lukusa@2026',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.userName, 'blukusa'));
    expect(row).toMatchObject({ isActive: false, isExternal: true });
    const login = await post('/api/Authentication/login', { userName: 'blukusa', password: 'Lukusa@2026' });
    // An unconfirmed account is refused like a wrong password: the answer never confirms the password.
    expect(login.statusCode).toBe(401);
    expect(login.json().errorCode).toBe('INVALID_CREDENTIALS');
    expect((await latestOutbox()).template).toBe('signUpReceived');
    const duplicate = await post('/api/auth/sign-up', {
      firstName: 'B',
      lastName: 'L',
      userName: 'BLUKUSA',
      contactPhone1CountryCode: '243',
      phoneNumber: '970000002',
      password: 'Lukusa@2026',
      confirmPassword: 'Lukusa@2026',
    });
    expect(duplicate.statusCode).toBe(409);
  });

  it('spends the same Argon2 work on a taken name as on a free one', async () => {
    const hash = vi.spyOn(passwordHash, 'hashPassword');
    try {
      const form = (userName: string) => ({
        firstName: 'Amani',
        lastName: 'Mwamba',
        userName,
        contactPhone1CountryCode: '243',
        phoneNumber: '970000003',
        password: 'Mwamba@2026',
        confirmPassword: 'Mwamba@2026',
      });
      const free = await post('/api/auth/sign-up', form('amwamba'));
      expect(free.statusCode).toBe(200);
      expect(hash).toHaveBeenCalledTimes(1);
      const taken = await post('/api/auth/sign-up', form(' AMWAMBA '));
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ errorCode: 'USER_NAME_TAKEN', responseMessage: 'This user name is already used.' });
      expect(hash).toHaveBeenCalledTimes(2);
      expect(hash.mock.calls.map(([password]) => password)).toEqual(['Mwamba@2026', 'Mwamba@2026']);
    } finally {
      hash.mockRestore();
    }
  });

  it('keeps a signed-up name in its one normal form, and refuses a name of spaces', async () => {
    const form = {
      firstName: 'Furaha',
      lastName: 'Banza',
      contactPhone1CountryCode: '243',
      phoneNumber: '970000004',
      password: 'Banza@2026',
      confirmPassword: 'Banza@2026',
    };
    expect((await post('/api/auth/sign-up', { ...form, userName: ' ＦＢａｎｚａ ' })).statusCode).toBe(200);
    const [row] = await t.database.db.select({ userName: users.userName }).from(users).where(eq(users.userName, 'fbanza'));
    expect(row).toEqual({ userName: 'fbanza' });
    const blank = await post('/api/auth/sign-up', { ...form, userName: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errorCode).toBe('VALIDATION_ERROR');
  });

  it('creates one account and answers 409 to the other parallel sign-ups of one name', async () => {
    const form = {
      firstName: 'Neema',
      lastName: 'Ilunga',
      userName: 'nilunga',
      contactPhone1CountryCode: '243',
      phoneNumber: '970000005',
      password: 'Ilunga@2026',
      confirmPassword: 'Ilunga@2026',
    };
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => post('/api/auth/sign-up', form)))).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
  });

  it('unlocks a session with the password, answering like sign-in', async () => {
    const response = await post('/api/auth/unlock-session', { userName: 'approver', password: 'Demo@2026' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.userName).toBe('approver');
    expect((await post('/api/auth/unlock-session', { userName: 'approver', password: 'Wrong@2026' })).statusCode).toBe(401);
  });
});

describe('profile', () => {
  it('updates the signed-in user and refuses an invalid mobile', async () => {
    const session = await t.login('taxateur');
    const headers = t.headersFor(session);
    const updated = await t.request({ method: 'PUT', url: '/api/account/me', headers, payload: { firstName: 'Patrice-Emery', phoneNumber: '998877665' } });
    expect(updated.json().data).toMatchObject({ firstName: 'Patrice-Emery', phoneNumber: '998877665' });
    const bad = await t.request({ method: 'PUT', url: '/api/account/me', headers, payload: { firstName: 'P', phoneNumber: '1234' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().responseMessage).toBe('Not valid mobile (#)');
    const noFirstName = await t.request({ method: 'PUT', url: '/api/account/me', headers, payload: { lastName: 'K' } });
    expect(noFirstName.statusCode).toBe(400);
  });
});

describe('security headers', () => {
  it('forbid sniffing, framing and caching of API answers', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    });
  });
});

describe('OpenAPI', () => {
  it('documents the routes from their schemas at /api/docs/json and serves the page at /api/docs', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/Authentication/login'].post.requestBody.content['application/json'].schema.required).toEqual(['userName', 'password']);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/utils/users', '/api/utils/roles/{key}', '/api/common/navigation']));
    const page = await t.request({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
  });
});
