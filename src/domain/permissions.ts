import { DASHBOARD, type Area, type PermissionEntry, type PermissionFlag } from './access-labels';

/** What a caller wants to do in an area; the server and the client's canAccess both ask this. */
export type Action = 'read' | 'create' | 'update' | 'delete';

/**
 * A check is true only when the role list has an entry of that area name and the flag
 * is set; the Dashboard area is always allowed. Deny by default: anything unknown is false.
 */
export function hasFlag(roleList: readonly PermissionEntry[] | undefined, area: string, flag: PermissionFlag): boolean {
  if (area === DASHBOARD) return true;
  const entry = roleList?.find((e) => e.name === area);
  return entry?.[flag] === true;
}

/** An action needs the area's isAccess flag and the action's own flag. */
export function canPerform(roleList: readonly PermissionEntry[] | undefined, area: Area | string, action: Action): boolean {
  if (area === DASHBOARD) return true;
  return hasFlag(roleList, area, 'isAccess') && hasFlag(roleList, area, action);
}

/** Build a full permission entry (every flag set or cleared) for seeding and for the role matrix. */
export function permissionEntry(name: string, flags: Partial<Record<PermissionFlag, boolean>> | 'all' | 'read'): PermissionEntry {
  const all = flags === 'all';
  const readOnly = flags === 'read';
  const given = typeof flags === 'object' ? flags : {};
  return {
    name,
    isAccess: all || readOnly || (given.isAccess ?? false),
    read: all || readOnly || (given.read ?? false),
    create: all || (given.create ?? false),
    update: all || (given.update ?? false),
    delete: all || (given.delete ?? false),
    isPoc: given.isPoc ?? false,
  };
}
