import fc from 'fast-check';
import type { JsonSchema } from './fuzz-routes';
import { raw, type Rng } from './fuzz-values';

/**
 * Values a schema accepts, for the baseline of a fuzz case (so that the one hostile part travels
 * as deep as it can), and values of the right type at their edges.
 */

export type PlausibleContext = {
  rng: Rng;
  /** Real keys by resource name, for references (x-admin-reference). */
  keysByResource: Record<string, string[]>;
};

const PATTERN_SAMPLES = new Map<string, string[]>();

function patternSample(pattern: string, rng: Rng): string {
  let samples = PATTERN_SAMPLES.get(pattern);
  if (!samples) {
    try {
      samples = fc.sample(
        fc.stringMatching(new RegExp(pattern)).filter((s) => s.length > 0 && s.length <= 40),
        { seed: 7, numRuns: 20 },
      );
    } catch {
      samples = ['x'];
    }
    PATTERN_SAMPLES.set(pattern, samples);
  }
  return rng.pick(samples);
}

export const firstType = (schema: JsonSchema) =>
  [schema.type].flat().find((t) => t && t !== 'null') ?? (schema.properties ? 'object' : schema.items ? 'array' : 'string');

/** A value the schema likely accepts: the baseline that a mutation then spoils. */
export function plausibleValue(schema: JsonSchema, context: PlausibleContext, depth = 0, name = ''): unknown {
  const { rng } = context;
  if (schema.const !== undefined) return schema.const;
  const known = byName(schema, name);
  if (known !== undefined) return known;
  if (schema.enum?.length) return rng.pick(schema.enum.filter((v) => v !== null).length ? schema.enum.filter((v) => v !== null) : schema.enum);
  const reference = schema['x-admin-reference'];
  if (reference) return rng.pick(context.keysByResource[reference] ?? ['no-such-reference']);
  const option = (schema.anyOf ?? schema.oneOf)?.find((s) => firstType(s) !== 'null');
  if (option) return plausibleValue({ ...option, ...(schema.type ? { type: schema.type } : {}) }, context, depth);
  switch (firstType(schema)) {
    case 'boolean':
      return rng.chance(0.5);
    case 'integer':
    case 'number': {
      const low = Math.ceil(schema.minimum ?? 0);
      return rng.int(low, Math.min(Math.floor(schema.maximum ?? low + 1_000), low + 1_000));
    }
    case 'array': {
      const count = rng.int(schema.minItems ?? 0, Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 2, 2)));
      return depth > 4 ? [] : Array.from({ length: count }, () => plausibleValue(schema.items ?? {}, context, depth + 1));
    }
    case 'object':
      return depth > 4 ? {} : plausibleObject(schema, context, depth + 1);
    default:
      return plausibleString(schema, rng);
  }
}

/** Fields whose valid values a schema alone cannot describe: phones, passwords, a file's bytes. */
function byName(schema: JsonSchema, name: string): unknown {
  if (schema['x-admin-widget'] === 'phone' || /^(contactPhone\d|phoneNumber|mobile)$/.test(name)) return '812345678';
  if (name.endsWith('CountryCode')) return '243';
  if (/^(password|confirmPassword|newPassword|oldPassword)$/.test(name)) return 'Fuzz@2026x';
  if (name === 'dataBase64') return ONE_PIXEL_PNG;
  if (name === 'contentType' && schema.enum?.includes('image/png')) return 'image/png';
  return undefined;
}

const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

function plausibleString(schema: JsonSchema, rng: Rng): string {
  if (schema.format === 'date') return rng.pick(['2020-05-17', '1990-01-31', '2031-12-01']);
  if (schema.format === 'date-time') return '2024-03-01T10:00:00.000Z';
  if (schema.format === 'email') return 'fuzz@example.org';
  if (schema.pattern) return patternSample(schema.pattern, rng);
  const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 12, rng.int(3, 12)));
  return Array.from({ length }, () => rng.pick([...'abcdefghijklmnopqrstuvwxyz0123456789'])).join('');
}

function plausibleObject(schema: JsonSchema, context: PlausibleContext, depth: number): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  const result: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (property['x-admin-readonly'] && !required.has(name)) continue;
    if (required.has(name) || context.rng.chance(0.5)) result[name] = plausibleValue(property, context, depth, name);
  }
  return result;
}

/**
 * A value of the type the schema asks for, at its edges: the kind that passes validation and
 * meets the database (year 0, 2^53+1, 1e308, a string just at its limit).
 */
export function edgeValue(schema: JsonSchema, rng: Rng): unknown {
  const type = firstType(schema);
  if (type === 'integer')
    return rng.pick([
      0,
      -1,
      -2147483649,
      2147483648,
      4294967296,
      raw('9007199254740993'),
      raw('1e20'),
      raw('1e308'),
      raw('-1e308'),
      schema.maximum ?? 0,
      schema.minimum ?? 0,
    ]);
  if (type === 'number')
    return rng.pick([0, -0, 1e-300, raw('1e308'), raw('-1e308'), 0.1 + 0.2, 123456789.12345679, raw('1e20'), schema.maximum ?? 0, schema.minimum ?? 0]);
  if (type === 'boolean') return rng.chance(0.5);
  if (type === 'array') return Array.from({ length: Math.min(schema.maxItems ?? 50, 50) }, () => edgeValue(schema.items ?? {}, rng));
  if (type === 'object') return {};
  if (schema.format === 'date')
    return rng.pick(['0000-01-01', '0001-01-01', '9999-12-31', '2024-02-29', '1900-02-29', '2023-02-29', '1582-10-10', '-0001-01-01', '+10000-01-01']);
  if (schema.format === 'date-time') return rng.pick(['0000-01-01T00:00:00Z', '9999-12-31T23:59:60Z', '2024-01-01T25:00:00Z', '2024-01-01T00:00:00+99:00']);
  if (schema.format === 'email') return rng.pick([`${'a'.repeat(64)}@${'b'.repeat(180)}.cd`, 'a@b', '"quoted"@x.cd', 'é@ü.cd']);
  const limit = schema.maxLength ?? 300;
  return rng.pick([
    'x'.repeat(limit),
    'é'.repeat(limit),
    '😀'.repeat(Math.floor(limit / 2)),
    ' '.repeat(limit),
    '\\'.repeat(Math.floor(limit / 2)),
    "'".repeat(limit),
    '%'.repeat(limit),
    '\t\n\r',
    '\u2028\u2029',
    '0',
    '-',
  ]);
}
