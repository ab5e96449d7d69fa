import type { EntityMeta, JsonSchema as FieldSchema } from '../../domain/entity-meta';
import { anyValue, instant, ok, okList, text, type JsonSchema } from './response-schemas';

const SCALARS = new Set(['string', 'integer', 'number', 'boolean', 'null']);

/**
 * A field as the answer writes it: a scalar under its schema type (checked when it was saved),
 * anything else (objects, arrays, choices) as the stored value is, so a nested field the schema
 * lists loosely is never cut.
 */
function fieldSchema(field: FieldSchema): JsonSchema {
  const types = [field.type].flat().filter((t): t is string => typeof t === 'string');
  if (!types.length || !types.every((t) => SCALARS.has(t))) return anyValue;
  return { type: types.length === 1 ? types[0] : types };
}

/**
 * A record of the generic store as the API answers it: the entity's fields from schemas/ plus the
 * server's stamps. Open, because a workflow adds fields no form edits (a merge target, a
 * rejection reason) and a field dropped here would vanish from every screen without a sound.
 */
export function recordSchema(entity: EntityMeta): JsonSchema {
  const fields = Object.fromEntries(Object.entries(entity.inlined.properties).map(([name, field]) => [name, fieldSchema(field)]));
  return {
    type: 'object',
    additionalProperties: true,
    properties: { ...fields, _key: text, projectKey: text, version: { type: 'integer' }, createdAt: instant, updatedAt: instant },
  };
}

export const recordResponse = (entity: EntityMeta) => ok(recordSchema(entity));
export const recordListResponse = (entity: EntityMeta) => okList(recordSchema(entity));
