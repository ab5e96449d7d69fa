import { defineResource, type ResourceDefinition } from './define-resource';
import { ENTITIES } from './entity-registry';

/**
 * Every resource of the back office: each resources/<path>/index.ts, then every schema entity
 * that has no folder, with the generic views. A plain entity therefore needs only its schema.
 */
const declared = Object.values(import.meta.glob<{ default: ResourceDefinition }>('/resources/*/index.ts', { eager: true }))
  .map((module) => module.default)
  .filter((definition): definition is ResourceDefinition => Boolean(definition?.name));

function collect(): ResourceDefinition[] {
  const names = new Set(declared.map((definition) => definition.name));
  const generic = ENTITIES.filter((entity) => !names.has(entity.path)).map((entity) => defineResource({ schema: entity.resource }));
  return [...declared, ...generic].sort((a, b) => a.name.localeCompare(b.name));
}

export const RESOURCES: readonly ResourceDefinition[] = collect();

/** Whether a route's first segment is served by a resource (its react-admin routes replace any placeholder). */
export function isResourcePath(path: string): boolean {
  const segment = path.split('/').filter(Boolean)[0] ?? '';
  return RESOURCES.some((definition) => definition.name === segment);
}
