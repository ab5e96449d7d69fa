import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';
import { bodySchemaOf, overLongField, sampleUrl, wrongTypeFor, type ApiRoute } from './support/route-samples';

let t: TestApp;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => { await t.close(); });

const withBody = () => t.app.apiRoutes.filter((r) => Object.keys(bodySchemaOf(r)?.properties ?? {}).length > 0);

async function send(route: ApiRoute, payload: string, language = 'en') {
  return t.request({
    method: route.method as 'POST', url: sampleUrl(route), payload,
    headers: { ...t.headersFor(admin), 'content-type': 'application/json', 'accept-language': language },
  });
}

function expectClientError(route: ApiRoute, response: Awaited<ReturnType<typeof send>>, failures: string[]) {
  const body = response.json();
  const ok = response.statusCode === 400 && body.error === true && typeof body.responseMessage === 'string' && body.responseMessage.length > 0;
  if (!ok) failures.push(`${route.method} ${route.url} → ${response.statusCode} ${response.body.slice(0, 120)}`);
}

describe('bad input on every route body', () => {
  it('covers the routes that take a body', () => {
    expect(withBody().length).toBeGreaterThanOrEqual(12);
  });

  it('answers 400 with a translated message to malformed JSON', async () => {
    const failures: string[] = [];
    for (const route of withBody()) {
      const response = await send(route, '{"userName": ', 'fr');
      expectClientError(route, response, failures);
      if (response.json().responseMessage !== "Le corps de la requête n'est pas un JSON valide.") failures.push(`${route.url}: not French`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 400 naming the field to a value of the wrong type', async () => {
    const failures: string[] = [];
    for (const route of withBody()) {
      const schema = bodySchemaOf(route)!;
      const [field, property] = Object.entries(schema.properties ?? {})[0];
      const response = await send(route, JSON.stringify({ [field]: wrongTypeFor(property) }));
      expectClientError(route, response, failures);
      if (!response.json().responseMessage.includes(field)) failures.push(`${route.url}: message does not name ${field}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 400 to a field over its length limit', async () => {
    const failures: string[] = [];
    for (const route of withBody()) {
      const over = overLongField(bodySchemaOf(route)!);
      if (!over) continue;
      const response = await send(route, JSON.stringify({ [over[0]]: over[1] }));
      expectClientError(route, response, failures);
    }
    expect(failures).toEqual([]);
  });

  it('answers 400 to an unknown field and to a body that is not an object', async () => {
    const failures: string[] = [];
    for (const route of withBody()) {
      expectClientError(route, await send(route, JSON.stringify({ surpriseField: 'x' })), failures);
      expectClientError(route, await send(route, '[1,2,3]'), failures);
      expectClientError(route, await send(route, '"text"'), failures);
    }
    expect(failures).toEqual([]);
  });

  it('answers 400, not 500, to broken list parameters', async () => {
    for (const query of ['sort=[', 'sort=["password","ASC"]', 'range=[5,1]', 'range=abc', 'filter={"nope":1}', 'filter={"isActive":"yes"}', 'filter=[1]']) {
      const response = await t.request({ method: 'GET', url: `/api/utils/users?${query}`, headers: t.headersFor(admin) });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errorCode).toBe('INVALID_QUERY');
    }
  });

  it('answers 404 in the envelope for an unknown API address', async () => {
    const response = await t.request({ method: 'GET', url: '/api/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: true, errorCode: 'ROUTE_NOT_FOUND' });
  });
});
