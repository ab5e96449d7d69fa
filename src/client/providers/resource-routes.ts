import type { Area } from '../../domain/access-labels';
import { ENTITIES } from '../schema-ui/entity-registry';

/** Where a resource's API lives, who may read it (`area`) and who may change it (`writeArea`). */
export type ResourceRoute = { route: string; area: Area; writeArea: Area };

/**
 * Resources that have no schema in schemas/: the only lines written by hand. Every schema entity
 * is derived below, so a new entity needs no line here.
 */
const WITHOUT_SCHEMA: Record<string, ResourceRoute> = {
  userActivity: { route: 'project/user-activity', area: 'Project', writeArea: 'Project' },
};

/**
 * react-admin resource name → API route under /api. A schema entity answers to its path (the
 * react-admin name and URL segment, e.g. 'citizen') and to its resource ('citizens', the name
 * x-admin-reference uses).
 */
function fromSchemas(): Record<string, ResourceRoute> {
  const routes: Record<string, ResourceRoute> = {};
  for (const entity of ENTITIES) {
    const entry = { route: entity.route, area: entity.readAccess, writeArea: entity.access };
    routes[entity.resource] = entry;
    routes[entity.path] = entry;
  }
  return routes;
}

export const RESOURCE_ROUTES: Readonly<Record<string, ResourceRoute>> = { ...fromSchemas(), ...WITHOUT_SCHEMA };

export function isKnownResource(resource: string): boolean {
  return Object.prototype.hasOwnProperty.call(RESOURCE_ROUTES, resource);
}

/** The path segment after /api; an unmapped name is used as is so mistakes show as 404s, not crashes. */
export function routeFor(resource: string): string {
  return isKnownResource(resource) ? RESOURCE_ROUTES[resource].route : resource;
}
