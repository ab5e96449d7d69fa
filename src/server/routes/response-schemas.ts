import { getTableColumns, type Column, type Table } from 'drizzle-orm';
import { PERMISSION_FLAGS } from '../../domain/access-labels';

/*
 * Schemas of the 200 answers. Fastify serialises an answer with fast-json-stringify from them:
 * faster than JSON.stringify, and a closed object (additionalProperties false) never sends a
 * field nobody listed, such as a password hash. The other side of that coin: a field missing
 * here is dropped silently, so an answer whose shape is open says so (additionalProperties true).
 */

export type JsonSchema = Record<string, unknown>;

export const text = { type: 'string' } as const;
export const nullableText = { type: ['string', 'null'] } as const;
export const flag = { type: 'boolean' } as const;
export const instant = { type: 'string', format: 'date-time' } as const;
/** Any JSON value, written as it is. */
export const anyValue = {} as const;
/** An object whose fields are not fixed (a record of the generic store, a jsonb column). */
export const openObject = { type: 'object', additionalProperties: true } as const;

export const closedObject = (properties: Record<string, JsonSchema>): JsonSchema => ({ type: 'object', additionalProperties: false, properties });

/** `{ error: false, data }` with `data` shaped by `data`. */
export const ok = (data: JsonSchema) => ({
  200: { type: 'object', additionalProperties: false, properties: { error: flag, data } },
});

/** A list answer: `{ error: false, data: [item…] }` (the range travels in Content-Range). */
export const okList = (item: JsonSchema) => ok({ type: 'array', items: item });

/** One yes-flag answers such as `{ signedOut: true }`. */
export const okFlag = (name: string) => ok(closedObject({ [name]: flag }));

function columnSchema(column: Column): JsonSchema {
  const base: JsonSchema = (() => {
    switch (column.dataType) {
      case 'string':
        return { type: 'string' };
      case 'number':
        return { type: 'number' };
      case 'boolean':
        return { type: 'boolean' };
      case 'date':
        return { type: 'string', format: 'date-time' };
      case 'array': {
        // A PostgreSQL array column holds values of its base column's kind.
        const base = (column as Column & { baseColumn?: Column }).baseColumn;
        return { type: 'array', items: base ? columnSchema(base) : {} };
      }
      default:
        // json/jsonb and anything custom: written as the value is.
        return {};
    }
  })();
  if (column.notNull || base.type === undefined) return base;
  return { ...base, type: [base.type, 'null'] };
}

/**
 * A row of a dedicated table as the API answers it: every column under its TypeScript name, the
 * primary `key` as `_key`, minus `omit` (secrets), plus `extra` (fields the service adds).
 */
export function rowSchema(table: Table, { omit = [], extra = {} }: { omit?: string[]; extra?: Record<string, JsonSchema> } = {}): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [name, column] of Object.entries(getTableColumns(table))) {
    if (omit.includes(name)) continue;
    properties[name === 'key' ? '_key' : name] = columnSchema(column);
  }
  return closedObject({ ...properties, ...extra });
}

/** A role's permission matrix: one entry per access label, a boolean per flag. */
export const roleListSchema: JsonSchema = {
  type: 'array',
  items: closedObject({ name: text, ...Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, flag])) }),
};

/** The signed-in user as sign-in, refresh and unlock answer it; the client keeps it as it is. */
export const sessionUserSchema = closedObject({
  token: text,
  refreshToken: text,
  _key: text,
  userName: text,
  emailAddress: nullableText,
  firstName: text,
  middleName: nullableText,
  lastName: text,
  imageSrc: nullableText,
  applicationAccess: text,
  type: text,
  role: closedObject({ _key: nullableText, name: text, roleList: roleListSchema }),
  projectList: {
    type: 'array',
    items: closedObject({
      _key: text,
      projectKey: text,
      projectName: text,
      provinceKey: nullableText,
      provinceName: nullableText,
      projectType: text,
      status: text,
    }),
  },
  userEstablishments: { type: 'array', items: closedObject({ _key: text, establishmentName: text }) },
  osmCountryKey: text,
  iso2: text,
  provinceName: nullableText,
});
