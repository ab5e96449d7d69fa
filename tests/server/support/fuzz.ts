import type { InjectOptions } from 'fastify';
import type { FuzzRoute, JsonSchema } from './fuzz-routes';
import { listMutation } from './fuzz-lists';
import { edgeValue, plausibleValue } from './fuzz-plausible';
import { HOSTILE_URL_TEXT, deepArray, deepObject, hostileName, hostileValue, objectWith, raw, toJson, type Rng } from './fuzz-values';

/**
 * The mutation engine: for one route of the OpenAPI document, a request that is plausible
 * (real keys, a body shaped by the schema) except for one or two hostile parts, so that the
 * hostile part travels as deep into the server as it can.
 */

export type FuzzContext = {
  rng: Rng;
  token: string;
  projectKey: string;
  otherProjectKey?: string;
  /** Real keys by list path (/api/utils/users) and by resource name (users), for paths and references. */
  keysByPath: Record<string, string[]>;
  keysByResource: Record<string, string[]>;
  /** Keys a write must not reach (the fuzzing user, its role, its project): losing them would blind the rest of the run. */
  protectedKeys: Set<string>;
};

export type FuzzCase = {
  mutation: string;
  request: InjectOptions;
  authenticated: boolean;
  /** A write on a real record: the runner reads this URL first and sends its ETag, so the write gets past If-Match. */
  versionUrl?: string;
};

type Draft = {
  pathValues: Record<string, string>;
  query: string[];
  headers: Record<string, string>;
  body: unknown;
  payload?: string | Buffer;
  mutations: string[];
};

// ---- mutations -------------------------------------------------------------------------------

/** Sets a hostile value at a random place of the body: a known field, a nested one, or a new one. */
function spoilBody(body: unknown, schema: JsonSchema, rng: Rng, mutations: string[]): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const target = body as Record<string, unknown>;
  const names = Object.keys(schema.properties ?? {});
  const nested = Object.entries(target).filter(([, v]) => typeof v === 'object' && v !== null && !Array.isArray(v));
  const kind = rng.int(0, 7);
  if (kind <= 1 && names.length) {
    const name = rng.pick(names);
    target[name] = hostileValue(rng);
    mutations.push(`body.${name}=${describe(target[name])}`);
  } else if (kind <= 3 && names.length) {
    const name = rng.pick(names);
    target[name] = edgeValue(schema.properties![name], rng);
    mutations.push(`body.${name}=${describe(target[name])} (edge)`);
  } else if (kind === 4 && nested.length) {
    const [name, child] = rng.pick(nested);
    const childNames = Object.keys(child as object);
    const field = childNames.length && rng.chance(0.7) ? rng.pick(childNames) : hostileName(rng);
    const spoiled = objectWith([...Object.entries(child as object).filter(([k]) => k !== field), [field, hostileValue(rng)]]);
    target[name] = spoiled;
    mutations.push(`body.${name}.${field}=${describe(spoiled[field])}`);
  } else if (kind === 5 && schema.required?.length) {
    const name = rng.pick(schema.required);
    delete target[name];
    mutations.push(`body.${name} removed`);
  } else {
    const name = hostileName(rng);
    const value = rng.chance(0.5) ? hostileValue(rng) : { polluted: true };
    mutations.push(`body key ${describe(name)}=${describe(value)}`);
    return objectWith([...Object.entries(target), [name, value]]);
  }
  return target;
}

const WHOLE_BODIES = () => [
  null,
  [],
  'text',
  42,
  true,
  raw('1e400'),
  deepArray(500),
  deepObject(500),
  deepArray(200_000),
  objectWith([['__proto__', { isAdmin: true }]]),
  objectWith([['constructor', { prototype: { isAdmin: true } }]]),
];

const RAW_PAYLOADS: [string, string | Buffer, string | undefined][] = [
  ['empty body', '', 'application/json'],
  ['truncated JSON', '{"userName": ', 'application/json'],
  ['trailing comma', '{"a":1,}', 'application/json'],
  ['two documents', '{"a":1}{"b":2}', 'application/json'],
  ['single quotes', "{'a':1}", 'application/json'],
  ['NaN', 'NaN', 'application/json'],
  ['byte order mark', '\ufeff{}', 'application/json'],
  ['invalid UTF-8 (raw surrogate bytes)', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]), 'application/json'],
  ['invalid UTF-8 (0xff)', Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), 'application/json'],
  ['raw NUL byte', Buffer.from('{"a":"\u0000"}', 'utf8'), 'application/json'],
  ['over the body limit', `{"a":"${'x'.repeat(8 * 1024 * 1024)}"}`, 'application/json'],
  ['multipart garbage', '------x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n------x--', 'multipart/form-data; boundary=----x'],
  ['multipart without boundary', 'garbage', 'multipart/form-data'],
  ['form-urlencoded', 'userName=admin&password=x&__proto__[a]=1', 'application/x-www-form-urlencoded'],
  ['text/plain', 'hello', 'text/plain'],
  ['xml', '<a>1</a>', 'application/xml'],
];

const CONTENT_TYPES = [
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=zz',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'application/vnd.api+json',
  '*/*',
  'application/json, text/plain',
  'application/json;;;',
  'APPLICATION/JSON',
  '',
];

function mutatePayload(draft: Draft, rng: Rng) {
  if (rng.chance(0.5)) {
    const [name, payload, type] = rng.pick(RAW_PAYLOADS);
    draft.payload = payload;
    setContentType(draft, type);
    draft.mutations.push(`payload: ${name}`);
    return;
  }
  const type = rng.pick(CONTENT_TYPES);
  setContentType(draft, type);
  draft.mutations.push(`content-type: ${type === undefined ? '(none)' : JSON.stringify(type)}`);
}

function setContentType(draft: Draft, type: string | undefined) {
  if (type === undefined) delete draft.headers['content-type'];
  else draft.headers['content-type'] = type;
}

function mutatePath(draft: Draft, route: FuzzRoute, rng: Rng) {
  const name = rng.pick(route.pathParams);
  draft.pathValues[name] = rng.pick(HOSTILE_URL_TEXT);
  draft.mutations.push(`path {${name}}=${draft.pathValues[name].slice(0, 60)}`);
}

function mutateList(draft: Draft, route: FuzzRoute, rng: Rng) {
  const parts = listMutation(route, rng);
  draft.query.push(...parts);
  draft.mutations.push(
    `list ${parts
      .map((p) => decodeSafely(p))
      .join('&')
      .slice(0, 200)}`,
  );
}

function mutateQuery(draft: Draft, route: FuzzRoute, rng: Rng) {
  const declared = route.query.length && rng.chance(0.6) ? rng.pick(route.query).name : undefined;
  const name = declared ?? encodeURIComponent(hostileName(rng).replace(/[\ud800-\udfff]/g, 'x'));
  const value = rng.pick(HOSTILE_URL_TEXT);
  draft.query.push(`${name}=${value}`);
  if (rng.chance(0.3)) draft.query.push(`${name}=${rng.pick(HOSTILE_URL_TEXT)}`);
  draft.mutations.push(`query ${name}=${value.slice(0, 60)}`);
}

function mutateHeader(draft: Draft, context: FuzzContext) {
  const { rng } = context;
  const choices: [string, string[]][] = [
    [
      'project-key',
      [
        '',
        'abc',
        'x'.repeat(2_000),
        '__proto__',
        'constructor',
        context.otherProjectKey ?? 'other',
        'é',
        ' ',
        `${context.projectKey} `,
        context.projectKey.toUpperCase(),
        '%00',
      ],
    ],
    ['access-latitude', ['abc', '1e308', '-91', 'NaN', 'Infinity', '', '0x10', ' 12 ', '9'.repeat(400), '-0', '1e-400']],
    ['access-longitude', ['abc', '181', '-1e308', 'NaN', '1,5']],
    ['if-match', ['*', 'W/"x"', '"99999999999999999999"', '"-1"', 'garbage', '"1", "2"', '""', 'W/', '"1e20"', '"0"', `"${'x'.repeat(1_000)}"`]],
    ['accept-language', ['xx', '*', 'fr-CA;q=0.5,en;q=abc', 'x'.repeat(4_000), '__proto__', 'constructor', 'toString', ',,,', 'fr;q=1e400', '']],
    [
      'authorization',
      [
        'Bearer garbage',
        `Bearer ${context.token}x`,
        'Basic YWRtaW46RGVtb0AyMDI2',
        'Bearer',
        `bearer ${context.token}`,
        'Bearer a.b.c',
        'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwic2lkIjoieCJ9.',
      ],
    ],
    ['refresh-token', ['', 'garbage', 'x'.repeat(5_000), '__proto__']],
    ['host', ['evil.example', 'x'.repeat(300), '[::1', 'a b']],
    ['x-forwarded-for', ['abc, ,::::', 'x'.repeat(1_000), '999.999.999.999']],
    ['idempotency-key', ['', 'x'.repeat(5_000), '__proto__']],
    ['x-time-zone', ['Mars/Olympus', '__proto__', 'x'.repeat(500)]],
  ];
  const [name, values] = rng.pick(choices);
  draft.headers[name] = rng.pick(values);
  draft.mutations.push(`header ${name}: ${draft.headers[name].slice(0, 60)}`);
}

// ---- cases -----------------------------------------------------------------------------------

const hasBody = (route: FuzzRoute) => ['POST', 'PUT', 'PATCH'].includes(route.method);

function realKey(route: FuzzRoute, name: string, context: FuzzContext): string {
  const source = name === 'userKey' ? '/api/utils/users' : route.keySource;
  const writes = route.method !== 'GET';
  const keys = (source ? (context.keysByPath[source] ?? []) : []).filter((k) => !(writes && context.protectedKeys.has(k)));
  return keys.length && context.rng.chance(0.7) ? context.rng.pick(keys) : `no-such-${name}`;
}

/** One request for a route: a plausible baseline, then one mutation family (sometimes two). */
export function generateCase(route: FuzzRoute, context: FuzzContext): FuzzCase {
  const { rng } = context;
  const authenticated = rng.chance(0.92);
  const headers: Record<string, string> = { 'accept-language': rng.pick(['en', 'fr', 'fr-CD,fr;q=0.9', 'en-US']) };
  if (authenticated)
    Object.assign(headers, {
      authorization: `Bearer ${context.token}`,
      'project-key': context.projectKey,
      'access-latitude': '-11.66',
      'access-longitude': '27.48',
    });
  if (route.method === 'PUT' || route.method === 'DELETE') headers['if-match'] = '"1"';
  const draft: Draft = { pathValues: {}, query: [], headers, body: undefined, mutations: [] };
  for (const name of route.pathParams) draft.pathValues[name] = realKey(route, name, context);
  for (const header of route.headers.filter((h) => h.name !== 'if-match')) draft.headers[header.name] = String(plausibleValue(header.schema, context));
  if (route.body) {
    draft.body = plausibleValue(route.body, context);
    draft.headers['content-type'] = 'application/json';
  }

  const families: [string, number][] = [
    ['query', 1],
    ['header', 1.5],
    ['none', 0.3],
  ];
  if (route.pathParams.length) families.push(['path', 2]);
  if (route.isList) families.push(['list', 4]);
  if (route.body) families.push(['body', 5], ['whole-body', 1]);
  if (hasBody(route)) families.push(['payload', 2]);
  const chosen = [weightedPick(families, rng)];
  if (rng.chance(0.2)) chosen.push(weightedPick(families, rng));
  for (const family of chosen) {
    if (family === 'path') mutatePath(draft, route, rng);
    else if (family === 'list') mutateList(draft, route, rng);
    else if (family === 'query') mutateQuery(draft, route, rng);
    else if (family === 'header') mutateHeader(draft, context);
    else if (family === 'payload') mutatePayload(draft, rng);
    else if (family === 'whole-body') {
      draft.body = rng.pick(WHOLE_BODIES());
      draft.mutations.push(`whole body ${describe(draft.body)}`);
    } else if (family === 'body') {
      for (let i = rng.int(1, 3); i > 0; i--) draft.body = spoilBody(draft.body, route.body!, rng, draft.mutations);
    } else draft.mutations.push('no mutation');
  }

  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => draft.pathValues[name]);
  const url = draft.query.length ? `${path}?${draft.query.join('&')}` : path;
  const payload = draft.payload ?? (draft.body === undefined ? undefined : toJson(draft.body));
  const realRecord =
    route.headers.some((h) => h.name === 'if-match') &&
    draft.headers['if-match'] === '"1"' &&
    authenticated &&
    route.pathParams.every((name) => !draft.pathValues[name].startsWith('no-such-') && !HOSTILE_URL_TEXT.includes(draft.pathValues[name]));
  const versionUrl = realRecord ? path : undefined;
  return { mutation: draft.mutations.join('; '), request: { method: route.method as 'GET', url, headers: draft.headers, payload }, authenticated, versionUrl };
}

function weightedPick(items: [string, number][], rng: Rng): string {
  let roll = rng.next() * items.reduce((sum, [, w]) => sum + w, 0);
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll <= 0) return item;
  }
  return items[items.length - 1][0];
}

/** A short, readable, escaped rendering of a value for a report. */
export function describe(value: unknown): string {
  const text = toJson(value);
  return text.length > 80 ? `${text.slice(0, 60)}…(${text.length} chars)` : text;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
