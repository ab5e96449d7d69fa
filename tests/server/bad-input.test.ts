import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SessionUser, type TestApp } from './support/test-app';
import { bodySchemaOf, overLongField, sampleUrl, wrongTypeFor, type ApiRoute } from './support/route-samples';

let t: TestApp;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});

const withBody = () => t.app.apiRoutes.filter((r) => Object.keys(bodySchemaOf(r)?.properties ?? {}).length > 0);

async function send(route: ApiRoute, payload: string, language = 'en') {
  return t.request({
    method: route.method as 'POST',
    url: sampleUrl(route),
    payload,
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

const json = { 'content-type': 'application/json' };
const list = (path: string, name: string, value: string) => `${path}?${name}=${encodeURIComponent(value)}`;

async function expectRefused(options: { method?: string; url: string; payload?: string; headers?: Record<string, string> }, status: number, errorCode: string) {
  const response = await t.request({
    method: (options.method ?? 'GET') as 'GET',
    url: options.url,
    payload: options.payload,
    headers: options.headers ?? t.headersFor(admin),
  });
  expect(response.statusCode, options.url).toBe(status);
  const body = response.json();
  expect(body).toMatchObject({ error: true, errorCode });
  return body as { responseMessage: string; details: { field: string }[] };
}

describe('text no database can hold', () => {
  it("refuses a NUL in the user name of forgot-password, with no token, in the caller's language", async () => {
    const english = await expectRefused(
      { method: 'POST', url: '/api/auth/forgot-password', payload: '{"userName":"ad\\u0000min"}', headers: json },
      400,
      'INVALID_TEXT',
    );
    expect(english.responseMessage).toBe('Text must not contain control characters (NUL) or broken characters: userName');
    const french = await expectRefused(
      { method: 'POST', url: '/api/auth/forgot-password', payload: '{"userName":"ad\\u0000min"}', headers: { ...json, 'accept-language': 'fr' } },
      400,
      'INVALID_TEXT',
    );
    expect(french.responseMessage).toBe('Le texte ne doit contenir ni caractère de contrôle (NUL) ni caractère invalide : userName');
  });

  it('refuses a lone surrogate (\\ud800) in a body, in a key and in a nested value', async () => {
    await expectRefused({ method: 'POST', url: '/api/auth/forgot-password', payload: '{"userName":"ad\\ud800min"}', headers: json }, 400, 'INVALID_TEXT');
    await expectRefused({ method: 'POST', url: '/api/auth/sign-up', payload: '{"\\udc00":"x"}', headers: json }, 400, 'INVALID_TEXT');
    const nested = await expectRefused(
      { method: 'POST', url: '/api/account/citizens', payload: '{"address":{"street":"\\ud800"}}', headers: { ...t.headersFor(admin), ...json } },
      400,
      'INVALID_TEXT',
    );
    expect(nested.details).toEqual([{ field: 'address.street', message: 'invalid text' }]);
  });

  it('refuses %00 in a path and in a query, naming the parameter', async () => {
    const inPath = await expectRefused({ url: '/api/utils/users/ad%00min' }, 400, 'INVALID_TEXT');
    expect(inPath.details[0].field).toBe('key');
    await expectRefused({ url: '/api/account/citizens/x%00/family' }, 400, 'INVALID_TEXT');
    const inQuery = await expectRefused({ url: '/api/utils/users?filter=%7B%22q%22%3A%22a%00%22%7D' }, 400, 'INVALID_TEXT');
    expect(inQuery.details[0].field).toBe('filter');
  });

  it('refuses NUL and lone surrogates written as JSON escapes inside list parameters', async () => {
    const escaped = await expectRefused({ url: list('/api/account/citizens', 'filter', '{"firstName":"a\\u0000"}') }, 400, 'INVALID_TEXT');
    expect(escaped.details[0].field).toBe('filter.firstName');
    await expectRefused({ url: list('/api/utils/users', 'filter', '{"q":"\\ud800"}') }, 400, 'INVALID_TEXT');
    await expectRefused({ url: list('/api/project/user-activity', 'sort', '["\\u0000","ASC"]') }, 400, 'INVALID_TEXT');
  });

  it('answers an address that cannot be decoded, or a path parameter far too long, in the envelope', async () => {
    for (const url of ['/api/utils/users/%ED%A0%80', '/api/utils/users/%zz', '/api/account/citizens/%']) {
      const body = await expectRefused({ url }, 400, 'INVALID_URL');
      expect(body.responseMessage).toBe('This address is not valid: it holds a broken character or a part that is too long.');
    }
    await expectRefused({ url: `/api/utils/roles/${'x'.repeat(5_000)}` }, 414, 'INVALID_URL');
  });

  it('refuses a body nested deeper than any form', async () => {
    const deep = `${'{"a":'.repeat(300)}1${'}'.repeat(300)}`;
    await expectRefused({ method: 'POST', url: '/api/account/citizens', payload: deep, headers: { ...t.headersFor(admin), ...json } }, 400, 'TOO_DEEP');
  });
});

describe('list parameters out of bounds or aimed at the prototype', () => {
  const lists = [
    '/api/utils/users',
    '/api/utils/roles',
    '/api/project/projects',
    '/api/project/user-activity',
    '/api/account/citizens',
    '/api/project/revenue-splits',
  ];

  it('refuses range=[1e20,1e20] and other offsets no page reaches', async () => {
    for (const path of lists) {
      for (const range of ['[1e20,1e20]', '[0,1e20]', '[9007199254740993,9007199254740993]', '[-1,5]', '[0.5,2]']) {
        const body = await expectRefused({ url: list(path, 'range', range) }, 400, 'INVALID_QUERY');
        expect(body.responseMessage).toBe('The list parameters are not valid: range');
      }
    }
  });

  it('refuses sorting or filtering on __proto__, constructor and prototype', async () => {
    for (const path of lists) {
      for (const name of ['__proto__', 'constructor', 'prototype', 'toString']) {
        const sorted = await expectRefused({ url: list(path, 'sort', JSON.stringify([name, 'ASC'])) }, 400, 'INVALID_QUERY');
        expect(sorted.responseMessage).toBe('The list parameters are not valid: sort');
        await expectRefused({ url: list(path, 'filter', `{"${name}":"x"}`) }, 400, 'INVALID_QUERY');
      }
    }
  });

  it('refuses text as a bound of a numeric range filter', async () => {
    const body = await expectRefused({ url: list('/api/project/revenue-splits', 'filter', '{"percentage_gte":"abc"}') }, 400, 'INVALID_QUERY');
    expect(body.responseMessage).toBe('The list parameters are not valid: filter.percentage_gte');
    await expectRefused({ url: list('/api/project/revenue-splits', 'filter', '{"percentage_lte":{"a":1}}') }, 400, 'INVALID_QUERY');
    const french = await t.request({
      method: 'GET',
      url: list('/api/project/revenue-splits', 'filter', '{"percentage_gte":"abc"}'),
      headers: t.headersFor(admin, { 'accept-language': 'fr' }),
    });
    expect(french.json().responseMessage).toBe('Les paramètres de la liste ne sont pas valides : filter.percentage_gte');
  });

  it('still answers a well-formed numeric range filter', async () => {
    const response = await t.request({
      method: 'GET',
      url: list('/api/project/revenue-splits', 'filter', '{"percentage_gte":0,"percentage_lte":100}'),
      headers: t.headersFor(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().error).toBe(false);
  });
});
