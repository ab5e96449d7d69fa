import type { FuzzRoute } from './fuzz-routes';
import { HOSTILE_STRINGS, PROTOTYPE_NAMES, deepArray, deepObject, hostileName, hostileValue, objectWith, raw, toJson, type Rng } from './fuzz-values';

/** Hostile ra-data-simple-rest list parameters: sort, range and filter. */

const FALLBACK_FIELDS = ['userName', 'firstName', 'createdAt', 'statusCode', 'isActive', 'percentage', 'name'];

const SORTS = (field: string): unknown[] => [
  ...PROTOTYPE_NAMES.map((name) => [name, 'ASC']),
  ['password', 'ASC'],
  ['passwordHash', 'DESC'],
  [field, 'SIDEWAYS'],
  [field, 'asc'],
  [field],
  [],
  [1, 'ASC'],
  [null, null],
  [field, 'ASC', 'x'],
  raw('"lastName"'),
  raw('{"0":"a"}'),
  [`${field}\u0000`, 'ASC'],
  ['\ud800', 'ASC'],
  [field, raw('1e308')],
  [deepArray(80), 'ASC'],
  raw('['),
  raw('lastName'),
  [`${field}'); drop table records; --`, 'ASC'],
  ['data->>0', 'ASC'],
];

const RANGES: unknown[] = [
  [raw('1e20'), raw('1e20')],
  [0, raw('1e20')],
  [-1, 5],
  [5, 1],
  [0.5, 2],
  ['0', '24'],
  [0],
  [0, 24, 3],
  [raw('9007199254740993'), raw('9007199254740993')],
  [raw('1e308'), raw('1e308')],
  [raw('1e400'), raw('1e400')],
  [0, 0],
  [9_999_999, 10_000_000],
  [10_000_000, 10_000_499],
  [0, 100_000],
  null,
  {},
  '[0,24]',
  [0, -1],
  [raw('-0'), 0],
  raw('[0,24'),
  [null, null],
  [true, false],
  [0, raw('2147483648')],
  [2_147_483_647, 2_147_483_647],
];

function hostileFilter(route: FuzzRoute, rng: Rng): unknown {
  if (rng.chance(0.12)) return rng.pick([[], 'text', null, 1, deepObject(300), objectWith([['__proto__', { q: 'x' }]]), [raw('1e20')]]);
  const fields = route.fields.length ? route.fields : FALLBACK_FIELDS;
  const entries: [string, unknown][] = [];
  for (let i = rng.int(1, 3); i > 0; i--) {
    const field = rng.pick(fields);
    const name = rng.pick([
      field,
      field,
      `${field}_gte`,
      `${field}_lte`,
      'q',
      'id',
      '_key',
      rng.pick(PROTOTYPE_NAMES),
      `${rng.pick(PROTOTYPE_NAMES)}_gte`,
      hostileName(rng),
      'percentage_gte',
    ]);
    const value = rng.pick([
      hostileValue(rng),
      'abc',
      raw('1e20'),
      raw('1e308'),
      rng.pick(HOSTILE_STRINGS),
      [rng.pick(HOSTILE_STRINGS)],
      rng.int(0, 10),
      '2024-01-01',
    ]);
    entries.push([name, value]);
  }
  return objectWith(entries);
}

/** JSON in a query string: usually percent-encoded, sometimes sent as a lax client would, sometimes with a raw %00. */
function queryJson(name: string, value: unknown, rng: Rng): string {
  const text = typeof value === 'string' && rng.chance(0.3) ? value : toJson(value);
  const encoded = rng.chance(0.8) ? encodeURIComponent(text) : encodeURI(text);
  return `${name}=${rng.chance(0.1) ? `${encoded}%00` : encoded}`;
}

/** One to three hostile list parameters, as query-string parts. */
export function listMutation(route: FuzzRoute, rng: Rng): string[] {
  const field = rng.pick(route.fields.length ? route.fields : FALLBACK_FIELDS);
  const parts: string[] = [];
  if (rng.chance(0.5)) parts.push(queryJson('sort', rng.pick(SORTS(field)), rng));
  if (rng.chance(0.5)) parts.push(queryJson('range', rng.pick(RANGES), rng));
  if (!parts.length || rng.chance(0.5)) parts.push(queryJson('filter', hostileFilter(route, rng), rng));
  return parts;
}
