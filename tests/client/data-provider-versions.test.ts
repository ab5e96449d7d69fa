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
const STEPS = `${API}/step/configurations`;
const STALE = 'This record was changed by someone else since you opened it. Please reload it and make your change again.';

type Seen = { method: string; path: string; ifMatch: string | null; body?: unknown };

/** A record store that answers like the server: versions, If-Match, and 412 from an old copy. */
function storeWith(records: Record<string, Record<string, unknown> & { version: number }>) {
  const seen: Seen[] = [];
  const change = async (request: Request, key: string, apply: () => Record<string, unknown>) => {
    const ifMatch = request.headers.get('if-match');
    seen.push({ method: request.method, path: new URL(request.url).pathname, ifMatch, body: request.method === 'PUT' ? await request.json() : undefined });
    if (!ifMatch) return HttpResponse.json({ error: true, errorCode: 'VERSION_REQUIRED', responseMessage: 'no version' }, { status: 428 });
    if (ifMatch !== `"${records[key].version}"`) return HttpResponse.json({ error: true, errorCode: 'STALE_RECORD', responseMessage: STALE }, { status: 412 });
    return HttpResponse.json({ error: false, data: apply() });
  };
  server.use(
    http.get(`${STEPS}/:key`, ({ request, params }) => {
      seen.push({ method: 'GET', path: new URL(request.url).pathname, ifMatch: null });
      return HttpResponse.json({ error: false, data: records[params.key as string] });
    }),
    http.put(`${STEPS}/:key`, async ({ request, params }) =>
      change(request, params.key as string, () => {
        const key = params.key as string;
        records[key] = { ...records[key], ...(seen.at(-1)!.body as object), _key: key, version: records[key].version + 1 };
        return records[key];
      }),
    ),
    http.delete(`${STEPS}/:key`, async ({ request, params }) => change(request, params.key as string, () => records[params.key as string])),
  );
  return seen;
}

const step = (key: string, version: number, extra: Record<string, unknown> = {}) => ({
  _key: key,
  labelName: `Step ${key}`,
  stepKey: key,
  sequence: 1,
  stepMode: 'user',
  version,
  ...extra,
});

beforeEach(() => {
  localStorage.clear();
  saveSession(buildSessionUser({ token: 'token-1', refreshToken: 'refresh-1' }));
});

describe('the data provider and record versions', () => {
  const dataProvider = () => createDataProvider(createHttpClient({ apiUrl: API }), API);

  it('sends the version of the copy it edited in If-Match, and answers the saved record', async () => {
    const seen = storeWith({ s1: step('s1', 3) });
    const saved = await dataProvider().update('stepConfigurations', { id: 's1', data: { labelName: 'Renamed' }, previousData: { id: 's1', ...step('s1', 3) } });
    expect(seen).toEqual([{ method: 'PUT', path: '/api/step/configurations/s1', ifMatch: '"3"', body: { labelName: 'Renamed' } }]);
    expect(saved.data).toMatchObject({ id: 's1', labelName: 'Renamed', version: 4 });
  });

  it('sends the version of the copy it deletes in If-Match', async () => {
    const seen = storeWith({ s1: step('s1', 5) });
    await dataProvider().delete('step-configuration', { id: 's1', previousData: { id: 's1', ...step('s1', 5) } });
    expect(seen).toEqual([{ method: 'DELETE', path: '/api/step/configurations/s1', ifMatch: '"5"', body: undefined }]);
  });

  it("shows the server's translated message when the copy is stale (412)", async () => {
    storeWith({ s1: step('s1', 4) });
    const update = dataProvider().update('stepConfigurations', { id: 's1', data: { labelName: 'Late' }, previousData: { id: 's1', ...step('s1', 3) } });
    await expect(update).rejects.toMatchObject({ status: 412, message: STALE });
    const remove = dataProvider().delete('stepConfigurations', { id: 's1', previousData: { id: 's1', ...step('s1', 2) } });
    await expect(remove).rejects.toMatchObject({ status: 412, message: STALE });
  });

  it('sends no If-Match for a copy without a version, so the server can ask for one', async () => {
    const seen = storeWith({ s1: step('s1', 1) });
    await expect(dataProvider().update('stepConfigurations', { id: 's1', data: {}, previousData: { id: 's1' } })).rejects.toMatchObject({ status: 428 });
    expect(seen[0].ifMatch).toBeNull();
  });

  it('reads each record of a bulk change for its version, and lays the change over it', async () => {
    const seen = storeWith({ a: step('a', 2), b: step('b', 7, { period: 'monthly' }) });
    const result = await dataProvider().updateMany('stepConfigurations', { ids: ['a', 'b'], data: { mandatory: true } });
    expect(result.data).toEqual(['a', 'b']);
    const puts = seen.filter((s) => s.method === 'PUT');
    expect(puts.map((p) => [p.path, p.ifMatch])).toEqual([
      ['/api/step/configurations/a', '"2"'],
      ['/api/step/configurations/b', '"7"'],
    ]);
    expect(puts[1].body).toMatchObject({ labelName: 'Step b', period: 'monthly', mandatory: true });
  });

  it('reads each record of a bulk delete for its version', async () => {
    const seen = storeWith({ a: step('a', 1), b: step('b', 9) });
    const result = await dataProvider().deleteMany('stepConfigurations', { ids: ['a', 'b'] });
    expect(result.data).toEqual(['a', 'b']);
    expect(seen.filter((s) => s.method === 'DELETE').map((d) => [d.path, d.ifMatch])).toEqual([
      ['/api/step/configurations/a', '"1"'],
      ['/api/step/configurations/b', '"9"'],
    ]);
  });
});
