import { describeEntity, type EntityMeta, type EntitySchema, type JsonSchema } from '../../domain/entity-meta';
import { inlineSchema } from '../../domain/schema-bundle';

/**
 * Every entity of schemas/, described once for the whole client with the same functions the
 * server uses (describeEntity, inlineSchema): the schema files are the only source.
 */
const files = import.meta.glob<{ default: unknown }>('/schemas/*.schema.json', { eager: true });

function load(): EntityMeta[] {
  const byName = Object.entries(files).map(([file, module]) => [file.split('/').pop() ?? file, module.default] as const);
  const common = byName.find(([name]) => name === 'common.schema.json')?.[1] as { $defs: Record<string, JsonSchema> } | undefined;
  if (!common) throw new Error('schemas/common.schema.json is missing');
  return byName
    .filter(([name]) => name !== 'common.schema.json')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, schema]) => schema as EntitySchema)
    .filter((schema) => schema['x-admin-resource'])
    .map((schema) => describeEntity(schema, inlineSchema(schema, common)));
}

export const ENTITIES: readonly EntityMeta[] = load();

/** An entity by its react-admin name (the x-admin-path, e.g. 'citizen') or its resource ('citizens'). */
export function findEntity(resourceOrPath: string | undefined): EntityMeta | undefined {
  if (!resourceOrPath) return undefined;
  return ENTITIES.find((e) => e.path === resourceOrPath) ?? ENTITIES.find((e) => e.resource === resourceOrPath);
}

export function getEntity(resourceOrPath: string): EntityMeta {
  const entity = findEntity(resourceOrPath);
  if (!entity) throw new Error(`no schema in schemas/ declares the resource or path '${resourceOrPath}'`);
  return entity;
}

/** The react-admin resource name (= the route segment) of a resource named in x-admin-reference. */
export function pathOf(resourceOrPath: string): string {
  return findEntity(resourceOrPath)?.path ?? resourceOrPath;
}

/** Master data lives under /api/masterData and is reached from the /master-data page. */
export function isMasterData(entity: EntityMeta): boolean {
  return entity.route.startsWith('masterData/');
}
