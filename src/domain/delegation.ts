import { PERMISSION_FLAGS, SUPER_ADMIN_ROLE, type PermissionEntry } from './access-labels';
import { hasFlag } from './permissions';

/** A role as the delegation rule sees it: its name (for 'Super Admin') and its permission list. */
export type RoleRights = { name?: string | null; roleList?: readonly PermissionEntry[] | null };

export const isSuperAdminRole = (role: RoleRights | null | undefined) => role?.name === SUPER_ADMIN_ROLE;

/**
 * True when every flag set anywhere in `target` is also set for the holder. The holder's flag is
 * read the way access checks read it (first entry of that area), so a duplicate entry in the
 * target cannot smuggle a flag past the comparison.
 */
export function coversRights(holder: readonly PermissionEntry[] | null | undefined, target: readonly PermissionEntry[] | null | undefined): boolean {
  return (target ?? []).every((entry) => PERMISSION_FLAGS.every((flag) => entry[flag] !== true || hasFlag(holder ?? [], entry.name, flag)));
}

/**
 * Whether someone holding `caller` may create, change, delete or assign a role with `target`'s
 * rights: nobody hands out more than they hold, and the Super Admin role is a Super Admin's alone.
 * A Super Admin holds everything, whatever their stored list says.
 */
export function canDelegate(caller: RoleRights | null | undefined, target: RoleRights | null | undefined): boolean {
  if (isSuperAdminRole(caller)) return true;
  if (isSuperAdminRole(target)) return false;
  return coversRights(caller?.roleList, target?.roleList);
}

/** The roles the caller may pick in the user dialog: those they could assign. */
export function assignableRoles<T extends RoleRights>(caller: RoleRights | null | undefined, roles: readonly T[]): T[] {
  return roles.filter((role) => canDelegate(caller, role));
}

/** Whether the caller may tick one right of a role they edit: a right they hold themselves (all, for a Super Admin). */
export function mayGrant(caller: RoleRights | null | undefined, area: string, flag: (typeof PERMISSION_FLAGS)[number]): boolean {
  return isSuperAdminRole(caller) || hasFlag(caller?.roleList ?? [], area, flag);
}
