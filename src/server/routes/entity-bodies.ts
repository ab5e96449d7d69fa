import { normalizedValue } from '../../domain/plate';
import type { FastifyRequest } from 'fastify';
import type { EntitySchema, JsonSchema } from '../../domain/entity-meta';
import { nationalNumber } from '../../domain/phone';
import { entityOf } from '../services/records/entity-registry';
import { SERVER_FIELDS } from '../services/records/record-scope';

/**
 * A route body drawn from an entity's schema in schemas/, so a bespoke route validates exactly
 * what the form validates. `partial` drops `required` (updates merge with the stored record);
 * `omit` removes fields a route does not take; `require` adds route-specific required fields.
 */
export function entityBody(resource: string, options: { partial?: boolean; omit?: string[]; require?: string[] } = {}): EntitySchema {
  const entity = entityOf(resource);
  if (!entity) throw new Error(`no schema declares the resource ${resource}`);
  const properties = Object.fromEntries(Object.entries(entity.inlined.properties).filter(([name]) => !options.omit?.includes(name)));
  const required = options.partial ? [] : [...(entity.inlined.required ?? []), ...(options.require ?? [])].filter((name) => name in properties);
  const body = { ...entity.inlined, properties, required };
  // A partial update must not gain the schema's defaults: a missing field means "keep it".
  return options.partial ? withoutDefaults(body) : body;
}

function withoutDefaults<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withoutDefaults) as T;
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([name]) => name !== 'default')
      .map(([name, value]) => [name, withoutDefaults(value)]),
  ) as T;
}

/**
 * react-admin sends the whole record back on save: the server's own fields are dropped, and a
 * null (an empty input) means "no value", as the schemas have no nullable fields.
 */
export async function normalizeBody(request: FastifyRequest) {
  const body = request.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  for (const field of SERVER_FIELDS) delete body[field];
  for (const [field, value] of Object.entries(body)) if (value === null) delete body[field];
  const schema = (request.routeOptions.schema as { body?: JsonSchema } | undefined)?.body;
  normalizePhones(schema, body);
  for (const [field, property] of Object.entries(schema?.properties ?? {})) {
    if (property['x-admin-normalize'] !== undefined) body[field] = normalizedValue(property['x-admin-normalize'], body[field]);
  }
}

/**
 * A phone is stored as its national significant number whatever was typed ("0997 123 456" →
 * "997123456"), so every layer sees one form; the sibling `<field>CountryCode` (else the
 * contact phone's code, else +243) says how to read it.
 */
function normalizePhones(schema: JsonSchema | undefined, body: Record<string, unknown>) {
  for (const [field, property] of Object.entries(schema?.properties ?? {})) {
    const value = body[field];
    if (property['x-admin-widget'] !== 'phone' || typeof value !== 'string') continue;
    const code = body[`${field}CountryCode`] ?? body.contactPhone1CountryCode;
    body[field] = nationalNumber(typeof code === 'string' ? code : undefined, value);
  }
}
