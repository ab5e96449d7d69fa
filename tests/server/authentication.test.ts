import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './support/test-app';
import { users } from '../../src/server/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (userName: string, password: string, remoteAddress = '10.0.0.1') =>
  t.request({ method: 'POST', url: '/api/Authentication/login', payload: { userName, password }, remoteAddress });
const refresh = (userKey: string, refreshToken: string) =>
  t.request({ method: 'POST', url: '/api/Authentication/refreshToken', payload: { userKey }, headers: { 'refresh-token': refreshToken } });
const me = (token: string) => t.request({ method: 'GET', url: '/api/account/me', headers: { authorization: `Bearer ${token}` } });

describe('sign-in', () => {
  it('answers the flat session user', async () => {
    const response = await login('admin', 'Demo@2026');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.error).toBe(false);
    const user = body.data;
    expect(user).toMatchObject({ userName: 'admin', emailAddress: 'admin@mapato.example', iso2: 'CD', osmCountryKey: 'CD', provinceName: 'Haut-Katanga' });
    expect(typeof user._key).toBe('string');
    expect(user.token.split('.')).toHaveLength(3);
    expect(user.refreshToken.length).toBeGreaterThan(20);
    expect(user.role.name).toBe('Super Admin');
    expect(user.role.roleList.find((e: { name: string }) => e.name === 'Role')).toMatchObject({
      isAccess: true,
      read: true,
      create: true,
      update: true,
      delete: true,
    });
    expect(user.projectList.map((p: { projectName: string }) => p.projectName)).toEqual(['Haut-Katanga Revenue', 'Haut-Katanga Santé']);
    expect(user.projectList[0]).toMatchObject({ provinceKey: 'prov-haut-katanga', projectType: '1' });
    expect(user.projectList[1]).toMatchObject({ projectType: '2' });
    expect(user.projectList[0]._key).toBeTruthy();
    expect(user.userEstablishments).toEqual([{ _key: 'est-dgrhkat', establishmentName: 'Direction Générale des Recettes du Haut-Katanga' }]);
    expect(JSON.stringify(user)).not.toContain('argon2');
  });

  it('gives a wrong password and an unknown user the same 401 and message', async () => {
    const wrong = await login('approver', 'Wrong@2026', '10.0.0.2');
    const unknown = await login('nobody-at-all', 'Wrong@2026', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ error: true, errorCode: 'INVALID_CREDENTIALS', responseMessage: 'Invalid user name or password.' });
  });

  it('translates the failure into French when asked', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/Authentication/login',
      payload: { userName: 'approver', password: 'Nope@2026' },
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      remoteAddress: '10.0.0.3',
    });
    expect(response.json().responseMessage).toBe("Nom d'utilisateur ou mot de passe incorrect.");
  });

  it('answers 429 after five failures a minute for one account and address, and only for that pair', async () => {
    for (let i = 0; i < 5; i++) expect((await login('receveur', 'Bad@20260', '10.0.0.9')).statusCode).toBe(401);
    const blocked = await login('receveur', 'Demo@2026', '10.0.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errorCode).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await login('receveur', 'Demo@2026', '10.0.0.10')).statusCode).toBe(200);
    expect((await login('callcenter', 'Demo@2026', '10.0.0.9')).statusCode).toBe(200);
  });

  it('refuses a deactivated account as it refuses a wrong password, so the answer never confirms the password', async () => {
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.userName, 'poc'));
    const right = await login('poc', 'Demo@2026', '10.0.0.4');
    const wrong = await login('poc', 'Wrong@2026', '10.0.0.5');
    expect(right.statusCode).toBe(401);
    expect(right.json()).toMatchObject({ errorCode: 'INVALID_CREDENTIALS', responseMessage: 'Invalid user name or password.' });
    expect(right.json()).toEqual(wrong.json());
    await t.database.db.update(users).set({ isActive: true }).where(eq(users.userName, 'poc'));
  });

  it('stores passwords as Argon2id with m ≥ 19456 KiB and t ≥ 2', async () => {
    const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.userName, 'admin'));
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(row.hash);
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(19456);
    expect(Number(match![2])).toBeGreaterThanOrEqual(2);
  });
});

describe('refresh tokens', () => {
  it('rotates: the new pair works and the old refresh token is dead', async () => {
    const session = (await login('taxateur', 'Demo@2026', '10.0.1.1')).json().data;
    const first = await refresh(session._key, session.refreshToken);
    expect(first.statusCode).toBe(200);
    const pair = first.json().data;
    expect(pair.token).not.toBe(session.token);
    expect(pair.refreshToken).not.toBe(session.refreshToken);
    expect((await me(pair.token)).statusCode).toBe(200);
    const second = await refresh(session._key, pair.refreshToken);
    expect(second.statusCode).toBe(200);
  });

  it('revokes every token of the sign-in when a used refresh token comes back', async () => {
    const session = (await login('approver', 'Demo@2026', '10.0.1.2')).json().data;
    const rotated = (await refresh(session._key, session.refreshToken)).json().data;
    const replay = await refresh(session._key, session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errorCode).toBe('INVALID_REFRESH_TOKEN');
    expect((await refresh(session._key, rotated.refreshToken)).statusCode).toBe(401);
    expect((await me(rotated.token)).statusCode).toBe(401);
    expect((await me(session.token)).statusCode).toBe(401);
  });

  it('leaves other sign-ins of the same user alone', async () => {
    const a = (await login('bank', 'Demo@2026', '10.0.1.3')).json().data;
    const b = (await login('bank', 'Demo@2026', '10.0.1.3')).json().data;
    await refresh(a._key, a.refreshToken);
    await refresh(a._key, a.refreshToken);
    expect((await me(a.token)).statusCode).toBe(401);
    expect((await me(b.token)).statusCode).toBe(200);
  });

  it('counts refresh attempts before checking them: of 20 parallel forged tokens at most 5 are checked', async () => {
    const session = (await login('registrar', 'Demo@2026', '10.0.1.5')).json().data;
    const forged = () =>
      t.request({
        method: 'POST',
        url: '/api/Authentication/refreshToken',
        payload: { userKey: session._key },
        headers: { 'refresh-token': 'forged-token' },
        remoteAddress: '10.0.1.5',
      });
    const statuses = (await Promise.all(Array.from({ length: 20 }, forged))).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('refuses a refresh token presented for another user, or none', async () => {
    const session = (await login('cashier', 'Demo@2026', '10.0.1.4')).json().data;
    expect((await refresh('user-admin', session.refreshToken)).statusCode).toBe(401);
    const missing = await t.request({ method: 'POST', url: '/api/Authentication/refreshToken', payload: { userKey: session._key } });
    expect(missing.statusCode).toBe(401);
  });
});

describe('sign-out', () => {
  it('revokes the access token and the refresh token of that sign-in', async () => {
    const session = (await login('callcenter', 'Demo@2026', '10.0.2.1')).json().data;
    const out = await t.request({ method: 'POST', url: '/api/Authentication/logout', headers: { authorization: `Bearer ${session.token}` } });
    expect(out.statusCode).toBe(200);
    expect((await me(session.token)).statusCode).toBe(401);
    expect((await refresh(session._key, session.refreshToken)).statusCode).toBe(401);
  });

  it('rejects a forged or expired token', async () => {
    const forged = t.app.jwt.sign({ sub: 'user-admin', sid: 'not-a-sign-in' });
    expect((await me(forged)).statusCode).toBe(401);
    const session = (await login('admin', 'Demo@2026', '10.0.2.2')).json().data;
    const expired = t.app.jwt.sign({ sub: session._key, sid: 'x', iat: Math.floor(Date.now() / 1000) - 3600 }, { expiresIn: 60 });
    const response = await me(expired);
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe('TOKEN_EXPIRED');
    expect((await me('garbage')).statusCode).toBe(401);
  });
});
