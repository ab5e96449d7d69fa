import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeEntity, type EntityMeta, type EntitySchema, type JsonSchema } from '../../../domain/entity-meta';
import { inlineSchema } from '../../../domain/schema-bundle';
import { projectPath } from '../../project-root';

const schemasDir = projectPath('schemas');

let cached: EntityMeta[] | undefined;

/** Every entity of schemas/, read once per process. */
export function loadEntities(): EntityMeta[] {
  if (cached) return cached;
  const read = (file: string) => JSON.parse(readFileSync(join(schemasDir, file), 'utf8'));
  const common = read('common.schema.json') as { $defs: Record<string, JsonSchema> };
  cached = readdirSync(schemasDir)
    .filter((file) => file.endsWith('.schema.json') && file !== 'common.schema.json')
    .sort()
    .map((file) => read(file) as EntitySchema)
    .filter((schema) => schema['x-admin-resource'])
    .map((schema) => describeEntity(schema, inlineSchema(schema, common)));
  return cached;
}

export function entityOf(resource: string): EntityMeta | undefined {
  return loadEntities().find((e) => e.resource === resource);
}
