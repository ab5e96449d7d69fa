import type { Area } from '../../domain/access-labels';

/**
 * react-admin resource name → API route under /api, and the access label that guards it.
 * One line per resource: a new resource adds one entry here and nowhere else.
 */
export const RESOURCE_ROUTES = {
  users: { route: 'utils/users', area: 'User' },
  roles: { route: 'utils/roles', area: 'Role' },
  projects: { route: 'project/projects', area: 'Project' },
  userActivity: { route: 'project/user-activity', area: 'Project' },
  establishments: { route: 'account/establishments', area: 'Organization' },
  citizens: { route: 'account/citizens', area: 'Citizen' },
  vehicles: { route: 'account/vehicles', area: 'Vehicle' },
  properties: { route: 'account/properties', area: 'Property' },
  provinces: { route: 'masterData/provinces', area: 'Dashboard' },
  cities: { route: 'masterData/cities', area: 'Dashboard' },
  communes: { route: 'masterData/communes', area: 'Dashboard' },
  quartiers: { route: 'masterData/quartiers', area: 'Dashboard' },
  currencies: { route: 'masterData/currencies', area: 'Dashboard' },
  currencyConversions: { route: 'utils/currency-conversions', area: 'Project' },
} as const satisfies Record<string, { route: string; area: Area }>;

export type ResourceName = keyof typeof RESOURCE_ROUTES;

export function isKnownResource(resource: string): resource is ResourceName {
  return Object.prototype.hasOwnProperty.call(RESOURCE_ROUTES, resource);
}

/** The path segment after /api; an unmapped name is used as is so mistakes show as 404s, not crashes. */
export function routeFor(resource: string): string {
  return isKnownResource(resource) ? RESOURCE_ROUTES[resource].route : resource;
}
