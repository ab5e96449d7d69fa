import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/client/providers/data-provider';
import { createHttpClient } from '../../src/client/providers/http-client';
import { saveSession } from '../../src/client/providers/session';
import { buildSessionUser } from './support/builders';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const API = 'http://mapato.test/api';
const rows = (count: number, from = 0) => Array.from({ length: count }, (_, i) => ({ _key: `c${from + i}`, firstName: 'Amani' }));

/** A citizens list answering Content-Range with the given total text ('*' past the server's count cap). */
function citizensAnswering(total: string, count: number) {
  server.use(
    http.get(`${API}/account/citizens`, () =>
      HttpResponse.json(
        { error: false, data: rows(count) },
        { headers: { 'Content-Range': `citizens 0-${count - 1}/${total}`, 'Access-Control-Expose-Headers': 'Content-Range' } },
      ),
    ),
  );
}

beforeEach(() => {
  localStorage.clear();
  saveSession(buildSessionUser({ token: 'token-1', refreshToken: 'refresh-1' }));
});

const dataProvider = () => createDataProvider(createHttpClient({ apiUrl: API }), API);
const firstPage = { pagination: { page: 1, perPage: 25 }, sort: { field: 'lastName', order: 'ASC' as const }, filter: {} };

describe('list totals', () => {
  it('passes a counted total through', async () => {
    citizensAnswering('137', 25);
    const result = await dataProvider().getList('citizen', firstPage);
    expect(result.total).toBe(137);
    expect(result.data).toHaveLength(25);
  });

  it('turns an unknown total into page information instead of a wrong number', async () => {
    citizensAnswering('*', 25);
    const result = await dataProvider().getList('citizen', firstPage);
    expect(result.total).toBeUndefined();
    expect(result.pageInfo).toEqual({ hasPreviousPage: false, hasNextPage: true });
  });
});
