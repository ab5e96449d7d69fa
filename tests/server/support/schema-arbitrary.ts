import fc from 'fast-check';
import type { JsonSchema } from '../../../src/domain/entity-meta';

/** Keys of existing records, by resource, that generated references may point to. */
export type ReferencePool = Record<string, string[]>;

const VALID_MOBILES = ['812345678', '998877665', '970000001', '851234567', '891112233'];
const typeOf = (schema: JsonSchema) => [schema.type].flat().find((t) => t !== 'null') ?? (schema.properties ? 'object' : 'string');

/** A fast-check arbitrary of values the schema accepts (as the server's Ajv sees them). */
export function validValue(schema: JsonSchema, pool: ReferencePool, name = ''): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum.filter((v) => v !== null));
  if (schema['x-admin-reference']) {
    const keys = pool[schema['x-admin-reference']] ?? [];
    return keys.length ? fc.constantFrom(...keys) : fc.constant(undefined);
  }
  if (schema['x-admin-widget'] === 'phone') return fc.constantFrom(...VALID_MOBILES);
  if (name.endsWith('CountryCode')) return fc.constant('243');
  const type = typeOf(schema);
  const minimum = schema.minimum as number | undefined;
  const maximum = schema.maximum as number | undefined;
  switch (type) {
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: minimum ?? 0, max: Math.min(maximum ?? 1_000_000, 1_000_000_000) });
    case 'number':
      return fc.integer({ min: Math.ceil((minimum ?? 0) * 100), max: Math.floor((maximum ?? 10_000) * 100) }).map((n) => n / 100);
    case 'array': {
      const items = validValue(schema.items ?? {}, pool, name).filter((v) => v !== undefined);
      const maxLength = Math.min((schema.maxItems as number | undefined) ?? 3, 3);
      const minLength = (schema.minItems as number | undefined) ?? 0;
      return schema.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength, maxLength });
    }
    case 'object':
      return validObject(schema, pool);
    default:
      return validString(schema);
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = schema.maxLength ?? 50;
  const minLength = (schema.minLength as number | undefined) ?? 0;
  if (schema.format === 'date')
    return fc.date({ min: new Date('1950-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'email') return fc.emailAddress().filter((e) => e.length <= maxLength);
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= maxLength);
  return fc
    .string({ minLength: Math.max(minLength, 0), maxLength: Math.min(maxLength, 40) })
    .filter((s) => s.length >= minLength && (minLength === 0 || s.trim().length > 0));
}

/** Required fields always, optional ones sometimes; undefined values (no reference to pick) are dropped. */
export function validObject(schema: JsonSchema, pool: ReferencePool): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {}).filter(([, p]) => !p['x-admin-readonly']);
  const model = Object.fromEntries(properties.map(([name, property]) => [name, validValue(property, pool, name)]));
  const required = (schema.required ?? []).filter((name) => name in model);
  return fc
    .record(model, { requiredKeys: required as never[] })
    .map((record) => Object.fromEntries(Object.entries(record as Record<string, unknown>).filter(([, v]) => v !== undefined)));
}

/** A value of the wrong JSON type for a property, or undefined when the schema accepts anything. */
export function wrongValue(schema: JsonSchema): unknown {
  if (schema.enum) return '__not_in_enum__';
  switch (typeOf(schema)) {
    case 'string':
      return schema.maxLength ? 'x'.repeat(schema.maxLength + 1) : 42;
    case 'boolean':
      return 'yes';
    case 'integer':
      return 1.5;
    case 'number':
      return 'ten';
    case 'array':
      return 'not-an-array';
    default:
      return 'not-an-object';
  }
}
