import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/client/providers/data-provider';
import { createHttpClient, failureMessage } from '../../src/client/providers/http-client';
import { getRefreshToken, getToken, saveSession, savePosition, setProjectKey } from '../../src/client/providers/session';
import { buildSessionUser } from './support/builders';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const API = 'http://mapato.test/api';

beforeEach(() => {
  localStorage.clear();
  saveSession(buildSessionUser({ token: 'old-token', refreshToken: 'refresh-1' }));
});

describe('httpClient', () => {
  it('sends the bearer, position, project, language and time-zone headers', async () => {
    savePosition(-4.3217, 15.3125);
    setProjectKey('p-kin');
    localStorage.setItem('language', 'fr');
    let seen: Headers | undefined;
    server.use(
      http.get(`${API}/common/navigation`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ error: false, data: {} });
      }),
    );
    await createHttpClient({ apiUrl: API })(`${API}/common/navigation`);
    expect(seen?.get('authorization')).toBe('Bearer old-token');
    expect(seen?.get('access-latitude')).toBe('-4.3217');
    expect(seen?.get('access-longitude')).toBe('15.3125');
    expect(seen?.get('project-key')).toBe('p-kin');
    expect(seen?.get('accept-language')).toBe('fr');
    expect(seen?.get('time-zone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('sends no bearer on calls made without a session', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.post(`${API}/Authentication/login`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ error: false, data: {} });
      }),
    );
    await createHttpClient({ apiUrl: API })(`${API}/Authentication/login`, { method: 'POST', auth: false, body: '{}' });
    expect(authorization).toBeNull();
  });

  it('unwraps the envelope and gives every record an id from its _key', async () => {
    server.use(
      http.get(`${API}/utils/roles`, () =>
        HttpResponse.json(
          {
            error: false,
            data: [
              { _key: 'r1', name: 'Cashier' },
              { _key: 'r2', name: 'Approver' },
            ],
          },
          { headers: { 'Content-Range': 'utils/roles 0-1/12' } },
        ),
      ),
    );
    const dataProvider = createDataProvider(createHttpClient({ apiUrl: API }), API);
    const result = await dataProvider.getList('roles', { pagination: { page: 1, perPage: 2 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(result.total).toBe(12);
    expect(result.data).toEqual([
      { _key: 'r1', id: 'r1', name: 'Cashier' },
      { _key: 'r2', id: 'r2', name: 'Approver' },
    ]);
  });

  it('maps each resource to its route family', async () => {
    const paths: string[] = [];
    server.use(
      http.get(`${API}/*`, ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json({ error: false, data: { _key: 'k1' } });
      }),
    );
    const dataProvider = createDataProvider(createHttpClient({ apiUrl: API }), API);
    for (const resource of ['users', 'projects', 'citizens', 'provinces', 'currencyConversions']) await dataProvider.getOne(resource, { id: 'k1' });
    expect(paths).toEqual([
      '/api/utils/users/k1',
      '/api/project/projects/k1',
      '/api/account/citizens/k1',
      '/api/masterData/provinces/k1',
      '/api/utils/currency-conversions/k1',
    ]);
  });

  it.each([
    ['responseMessage first', { error: true, responseMessage: 'Server says no', errorMessage: 'other' }, 'Server says no'],
    ['then errorMessage', { error: true, errorMessage: 'Legacy message' }, 'Legacy message'],
    ['then the status text', { error: true }, 'Unprocessable Entity'],
  ])('turns a failure into its message: %s', async (_name, body, message) => {
    server.use(http.get(`${API}/x`, () => HttpResponse.json(body, { status: 422, statusText: 'Unprocessable Entity' })));
    await expect(createHttpClient({ apiUrl: API })(`${API}/x`)).rejects.toMatchObject({ message, status: 422, body });
  });

  it('falls back to the generic message when nothing else is said', async () => {
    expect(failureMessage({ error: true }, '', 'Something bad happened; please try again later.')).toBe('Something bad happened; please try again later.');
    server.use(http.get(`${API}/x`, () => HttpResponse.error()));
    await expect(createHttpClient({ apiUrl: API })(`${API}/x`)).rejects.toMatchObject({
      message: 'Something bad happened; please try again later.',
      status: 0,
    });
  });

  it('treats an error envelope as a failure even with a 200 status', async () => {
    server.use(http.get(`${API}/x`, () => HttpResponse.json({ error: true, responseMessage: 'Not quite' })));
    await expect(createHttpClient({ apiUrl: API })(`${API}/x`)).rejects.toMatchObject({ message: 'Not quite' });
  });

  it('refreshes once for many 401s, holds new requests meanwhile, then retries them all', async () => {
    let refreshes = 0;
    const tokensSeen: string[] = [];
    server.use(
      http.post(`${API}/Authentication/refreshToken`, async ({ request }) => {
        refreshes += 1;
        expect(request.headers.get('refresh-token')).toBe('refresh-1');
        expect(await request.json()).toEqual({ userKey: 'user-1' });
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({ error: false, data: { token: 'new-token', refreshToken: 'refresh-2' } });
      }),
      http.get(`${API}/items/:id`, ({ request, params }) => {
        const token = request.headers.get('authorization') ?? '';
        tokensSeen.push(`${params.id}:${token}`);
        if (token !== 'Bearer new-token') return HttpResponse.json({ error: true, responseMessage: 'expired' }, { status: 401 });
        return HttpResponse.json({ error: false, data: { _key: params.id } });
      }),
    );
    const client = createHttpClient({ apiUrl: API, onSessionExpired: vi.fn() });
    const first = Promise.all([1, 2, 3].map((id) => client(`${API}/items/${id}`)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const late = client(`${API}/items/4`);
    const results = await Promise.all([first, late]);
    expect(results[0].map((r) => r.json.id)).toEqual(['1', '2', '3']);
    expect(results[1].json.id).toBe('4');
    expect(refreshes).toBe(1);
    expect(getToken()).toBe('new-token');
    expect(getRefreshToken()).toBe('refresh-2');
    // The request started during the refresh went out once, already with the new token.
    expect(tokensSeen.filter((t) => t.startsWith('4:'))).toEqual(['4:Bearer new-token']);
  });

  it('sends the user to /sign-out when the refresh fails, and does not try that refresh token again', async () => {
    let refreshes = 0;
    server.use(
      http.post(`${API}/Authentication/refreshToken`, () => {
        refreshes += 1;
        return HttpResponse.json({ error: true, responseMessage: 'dead', errorCode: 'INVALID_REFRESH_TOKEN' }, { status: 401 });
      }),
      http.get(`${API}/items/:id`, () => HttpResponse.json({ error: true, responseMessage: 'expired' }, { status: 401 })),
    );
    const onSessionExpired = vi.fn();
    const client = createHttpClient({ apiUrl: API, onSessionExpired });
    const outcomes = await Promise.allSettled([client(`${API}/items/1`), client(`${API}/items/2`)]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect((outcomes[0] as PromiseRejectedResult).reason).toMatchObject({ status: 401 });
    expect(refreshes).toBe(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(getRefreshToken()).toBeUndefined();
    await expect(client(`${API}/items/3`)).rejects.toMatchObject({ status: 401 });
    expect(refreshes).toBe(1);
  });

  it('by default the failed refresh leads to /sign-out', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    server.use(
      http.post(`${API}/Authentication/refreshToken`, () => HttpResponse.json({ error: true }, { status: 401 })),
      http.get(`${API}/items/1`, () => HttpResponse.json({ error: true }, { status: 401 })),
    );
    await expect(createHttpClient({ apiUrl: API })(`${API}/items/1`)).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith('/sign-out?reason=session-ended');
    vi.unstubAllGlobals();
  });
});
