import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { projectMembers, roles, users } from '../../db/schema';
import { forbidden } from '../../app-error';
import { canDelegate, isSuperAdminRole, type RoleRights } from '../../../domain/delegation';
import type { Principal } from '../auth/principal';

/** The caller's own rights, as the delegation rule compares them. */
export const callerRights = (principal: Principal): RoleRights => ({ name: principal.roleName, roleList: principal.roleList });

/** A role's name and rights; no role (an external user) holds nothing. */
export async function findRoleRights(db: Db, roleKey: string | null | undefined): Promise<RoleRights> {
  if (!roleKey) return { name: null, roleList: [] };
  const [role] = await db.select({ name: roles.name, roleList: roles.roleList }).from(roles).where(eq(roles.key, roleKey));
  return role ?? { name: null, roleList: [] };
}

/** Creating, changing, deleting or giving a role needs every one of its rights; 'Super Admin' needs a Super Admin. */
export function assertMayHandOut(principal: Principal, role: RoleRights) {
  if (canDelegate(callerRights(principal), role)) return;
  throw isSuperAdminRole(role) ? forbidden('SUPER_ADMIN_ONLY', 'superAdminOnly') : forbidden('ROLE_BEYOND_RIGHTS', 'roleBeyondRights');
}

/**
 * Roles are shared by every project: changing one changes each user who holds it. Outside a
 * Super Admin, only someone who is in every project of those users may do it.
 */
export async function assertRoleHeldOnlyWithin(db: Db, principal: Principal, roleKey: string) {
  if (principal.isSuperAdmin) return;
  const outside = principal.projectKeys.length ? not(inArray(projectMembers.projectKey, principal.projectKeys)) : sql`true`;
  const [held] = await db
    .select({ userKey: projectMembers.userKey })
    .from(projectMembers)
    .innerJoin(users, eq(users.key, projectMembers.userKey))
    .where(and(eq(users.userRole, roleKey), outside))
    .limit(1);
  if (held) throw forbidden('ROLE_OUTSIDE_PROJECTS', 'roleOutsideProjects');
}
