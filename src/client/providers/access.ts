import { DASHBOARD, type Area, type PermissionEntry } from '../../domain/access-labels';
import { accessLabelForPath } from '../../domain/navigation';
import { canPerform, hasFlag } from '../../domain/permissions';
import { findEntity } from '../schema-ui/entity-registry';
import { isKnownResource, RESOURCE_ROUTES } from './resource-routes';

/** react-admin's actions, mapped onto the role flags. */
const ACTION_FLAGS = {
  list: 'read',
  show: 'read',
  export: 'read',
  read: 'read',
  create: 'create',
  edit: 'update',
  update: 'update',
  delete: 'delete',
} as const;

/**
 * The area a canAccess call is about: a resource name, a route, or an access label itself. A
 * resource is read under its read area and changed under its access area (x-admin-read-access).
 */
export function areaFor(resource: string, write = false): Area | undefined {
  if (isKnownResource(resource)) return write ? RESOURCE_ROUTES[resource].writeArea : RESOURCE_ROUTES[resource].area;
  if (resource.startsWith('/')) return areaForPath(resource);
  return resource as Area;
}

/**
 * The label guarding a path: a menu entry's label first, else, for a screen drawn from a
 * schema (/provinces, /nomenclature…), the entity's read area.
 */
export function areaForPath(pathname: string): Area | undefined {
  const label = accessLabelForPath(pathname);
  if (label) return label;
  const segment = pathname.split('/').filter(Boolean)[0] ?? '';
  const entity = findEntity(segment);
  return entity && entity.path === segment ? entity.readAccess : undefined;
}

/** The client's canAccess: display only, the server decides (plugins/access.ts). */
export function canAccessFor(roleList: readonly PermissionEntry[] | undefined, resource: string, action: string): boolean {
  const flag = ACTION_FLAGS[action as keyof typeof ACTION_FLAGS];
  const area = areaFor(resource, flag !== undefined && flag !== 'read');
  if (!area) return false;
  if (area === DASHBOARD) return true;
  if (action === 'access' || action === 'isAccess') return hasFlag(roleList, area, 'isAccess');
  return flag ? canPerform(roleList, area, flag) : false;
}

export type GuardDecision = { allow: true } | { allow: false; redirectTo: string };

/** Paths open to any signed-in user whatever the role (/sign-out always allowed). */
const ALWAYS_ALLOWED = new Set(['sign-out', 'unlock-session', 'my-work']);

/**
 * Guard for signed-in routes: nobody signed in → /home?returnUrl=…; a role without isAccess
 * on the label of the first path segment (areaForPath) → /my-work. Unknown segments fall through
 * to "not found".
 */
export function guardDecision(pathname: string, search: string, roleList: readonly PermissionEntry[] | undefined, signedIn: boolean): GuardDecision {
  const segment = pathname.split('/').filter(Boolean)[0] ?? '';
  if (segment === 'sign-out') return { allow: true };
  if (!signedIn) return { allow: false, redirectTo: `/home?returnUrl=${encodeURIComponent(pathname + search)}` };
  if (ALWAYS_ALLOWED.has(segment)) return { allow: true };
  const area = areaForPath(pathname);
  if (!area || area === DASHBOARD) return { allow: true };
  if (!hasFlag(roleList, area, 'isAccess')) return { allow: false, redirectTo: '/my-work' };
  return formGuard(pathname, roleList) ?? { allow: true };
}

/**
 * A schema entity's create form (/rental/create) opened by a role that may read the entity but not
 * create it: refused before the form is filled in vain (the server would refuse the save), back to
 * the list. (Edits are left to each resource: some open as a dialog over the list, with no page
 * to send the reader back to.)
 */
function formGuard(pathname: string, roleList: readonly PermissionEntry[] | undefined): GuardDecision | undefined {
  const [segment, second, ...rest] = pathname.split('/').filter(Boolean);
  const entity = findEntity(segment);
  if (!entity || entity.path !== segment || second !== 'create' || rest.length) return undefined;
  return canAccessFor(roleList, entity.resource, 'create') ? undefined : { allow: false, redirectTo: `/${segment}` };
}
