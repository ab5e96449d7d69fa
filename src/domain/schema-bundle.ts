import type { EntitySchema, JsonSchema } from './entity-meta';

const COMMON_PREFIX = 'common.schema.json#/$defs/';
const LOCAL_PREFIX = '#/$defs/';

/**
 * An entity schema with every `$ref` to the common $defs replaced by the definition itself
 * (no $id, no $defs left): rjsf, Ajv and the OpenAPI document then all read one plain schema.
 * The common definitions are not recursive, so inlining always ends.
 */
export function inlineSchema(schema: EntitySchema, common: { $defs: Record<string, JsonSchema> }): EntitySchema {
  // A local `#/$defs/x` names the entity's own definition first (tax-note's taxType, draft…),
  // else one of the common ones (refs written inside common definitions are local to common).
  const own = ((schema as { $defs?: Record<string, JsonSchema> }).$defs ?? {}) as Record<string, JsonSchema>;
  const resolve = (ref: string): JsonSchema => {
    const local = !ref.startsWith(COMMON_PREFIX);
    const name = local ? ref.slice(LOCAL_PREFIX.length) : ref.slice(COMMON_PREFIX.length);
    const definition = (local && Object.prototype.hasOwnProperty.call(own, name) ? own[name] : undefined) ?? common.$defs[name];
    if (!definition) throw new Error(`${schema.$id}: unknown reference ${ref}`);
    return definition;
  };
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!node || typeof node !== 'object') return node;
    const { $ref, ...rest } = node as Record<string, unknown>;
    const base = typeof $ref === 'string' ? (visit(resolve($ref)) as Record<string, unknown>) : {};
    const own = Object.fromEntries(Object.entries(rest).map(([name, value]) => [name, visit(value)]));
    return { ...base, ...own };
  };
  const { $id: _id, $schema: _schema, $defs: _defs, ...body } = schema as EntitySchema & { $schema?: string; $defs?: unknown };
  return visit(body) as EntitySchema;
}
