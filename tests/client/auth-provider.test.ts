import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../src/client/providers/auth-provider';
import { createHttpClient } from '../../src/client/providers/http-client';
import { getProjectKey, getToken, getUser, hasSession } from '../../src/client/providers/session';
import { buildSessionUser } from './support/builders';

const API = 'http://mapato.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const provider = () => createAuthProvider(createHttpClient({ apiUrl: API }), API);

describe('authProvider', () => {
  it('signs in, keeps the session and picks the first project by name', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/Authentication/login`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ error: false, data: buildSessionUser({ token: 't1' }) });
      }),
    );
    await provider().login({ userName: 'amani', password: 'Demo@2026' });
    expect(body).toEqual({ userName: 'amani', password: 'Demo@2026' });
    expect(getToken()).toBe('t1');
    expect(getUser()?.userName).toBe('amani');
    expect(getProjectKey()).toBe('p-hk');
    await expect(provider().checkAuth({})).resolves.toBeUndefined();
    await expect(provider().getIdentity!()).resolves.toMatchObject({ id: 'user-1', fullName: 'Amani Kabila', email: 'amani@example.org' });
  });

  it("refuses a second sign-in with 'User is already logged in.'", async () => {
    server.use(http.post(`${API}/Authentication/login`, () => HttpResponse.json({ error: false, data: buildSessionUser() })));
    await provider().login({ userName: 'amani', password: 'x' });
    await expect(provider().login({ userName: 'amani', password: 'x' })).rejects.toThrow('auth.signIn.alreadyLoggedIn');
  });

  it('passes the server message on wrong credentials', async () => {
    server.use(
      http.post(`${API}/Authentication/login`, () =>
        HttpResponse.json({ error: true, responseMessage: 'Invalid user name or password.', errorCode: 'INVALID_CREDENTIALS' }, { status: 401 }),
      ),
    );
    await expect(provider().login({ userName: 'amani', password: 'bad' })).rejects.toMatchObject({ message: 'Invalid user name or password.', status: 401 });
    expect(hasSession()).toBe(false);
  });

  it('signs out on the server and clears the session even when the server fails', async () => {
    server.use(
      http.post(`${API}/Authentication/login`, () => HttpResponse.json({ error: false, data: buildSessionUser() })),
      http.post(`${API}/Authentication/logout`, () => HttpResponse.json({ error: true }, { status: 500 })),
    );
    await provider().login({ userName: 'amani', password: 'x' });
    await expect(provider().logout({})).resolves.toBe('/home');
    expect(hasSession()).toBe(false);
    await expect(provider().checkAuth({})).rejects.toMatchObject({ redirectTo: '/home' });
  });

  it('sends a lost sign-in (401) to /sign-out and lets a 403 stay', async () => {
    await expect(provider().checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/sign-out?reason=session-ended', logoutUser: false });
    await expect(provider().checkError({ status: 403 })).resolves.toBeUndefined();
  });

  it('answers canAccess from the role flags', async () => {
    server.use(http.post(`${API}/Authentication/login`, () => HttpResponse.json({ error: false, data: buildSessionUser() })));
    await provider().login({ userName: 'amani', password: 'x' });
    await expect(provider().canAccess!({ resource: 'users', action: 'list' })).resolves.toBe(false);
    await expect(provider().canAccess!({ resource: 'citizens', action: 'edit' })).resolves.toBe(true);
  });
});
