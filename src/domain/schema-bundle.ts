import type { EntitySchema, JsonSchema } from './entity-meta';

const COMMON_PREFIX = 'common.schema.json#/$defs/';
const LOCAL_PREFIX = '#/$defs/';

/**
 * An entity schema with every `$ref` to the common $defs replaced by the definition itself
 * (no $id, no $defs left): rjsf, Ajv and the OpenAPI document then all read one plain schema.
 * The common definitions are not recursive, so inlining always ends.
 */
export function inlineSchema(schema: EntitySchema, common: { $defs: Record<string, JsonSchema> }): EntitySchema {
  const resolve = (ref: string): JsonSchema => {
    const name = ref.startsWith(COMMON_PREFIX) ? ref.slice(COMMON_PREFIX.length) : ref.slice(LOCAL_PREFIX.length);
    const definition = common.$defs[name];
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
