import { DASHBOARD, type Area, type PermissionEntry } from '../../domain/access-labels';
import { accessLabelForPath } from '../../domain/navigation';
import { canPerform, hasFlag } from '../../domain/permissions';
import { isKnownResource, RESOURCE_ROUTES } from './resource-routes';

/** react-admin's actions, mapped onto the role flags of SPEC §6. */
const ACTION_FLAGS = {
  list: 'read', show: 'read', export: 'read', read: 'read',
  create: 'create', edit: 'update', update: 'update', delete: 'delete',
} as const;

/** The area a canAccess call is about: a resource name, a route, or an access label itself. */
export function areaFor(resource: string): Area | undefined {
  if (isKnownResource(resource)) return RESOURCE_ROUTES[resource].area;
  if (resource.startsWith('/')) return accessLabelForPath(resource);
  return resource as Area;
}

/** The client's canAccess: display only, the server decides (DESIGN.md, Security model). */
export function canAccessFor(roleList: readonly PermissionEntry[] | undefined, resource: string, action: string): boolean {
  const area = areaFor(resource);
  if (!area) return false;
  if (area === DASHBOARD) return true;
  if (action === 'access' || action === 'isAccess') return hasFlag(roleList, area, 'isAccess');
  const flag = ACTION_FLAGS[action as keyof typeof ACTION_FLAGS];
  return flag ? canPerform(roleList, area, flag) : false;
}

export type GuardDecision = { allow: true } | { allow: false; redirectTo: string };

/** Paths open to any signed-in user whatever the role (SPEC §2: /sign-out always allowed). */
const ALWAYS_ALLOWED = new Set(['sign-out', 'unlock-session', 'my-work']);

/**
 * SPEC §2 guard for signed-in routes: nobody signed in → /home?returnUrl=…; a role without isAccess
 * on the label of the first path segment → /my-work. Unknown segments fall through to "not found".
 */
export function guardDecision(pathname: string, search: string, roleList: readonly PermissionEntry[] | undefined, signedIn: boolean): GuardDecision {
  const segment = pathname.split('/').filter(Boolean)[0] ?? '';
  if (segment === 'sign-out') return { allow: true };
  if (!signedIn) return { allow: false, redirectTo: `/home?returnUrl=${encodeURIComponent(pathname + search)}` };
  if (ALWAYS_ALLOWED.has(segment)) return { allow: true };
  const area = accessLabelForPath(pathname);
  if (!area || area === DASHBOARD) return { allow: true };
  return hasFlag(roleList, area, 'isAccess') ? { allow: true } : { allow: false, redirectTo: '/my-work' };
}
