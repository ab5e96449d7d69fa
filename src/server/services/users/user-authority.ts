import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { projectMembers } from '../../db/schema';
import { forbidden } from '../../app-error';
import { canDelegate, isSuperAdminRole } from '../../../domain/delegation';
import { assertMayHandOut, callerRights, findRoleRights } from '../roles/role-rights';
import type { Principal } from '../auth/principal';
import { userScopeProblem, type UserPlacement, type UserScopeProblem } from '../../../domain/user-scope';
import { establishmentRefs } from '../establishments';

export async function projectsOf(db: Db, userKey: string): Promise<string[]> {
  const rows = await db.select({ projectKey: projectMembers.projectKey }).from(projectMembers).where(eq(projectMembers.userKey, userKey));
  return rows.map((row) => row.projectKey);
}

/**
 * Whether the caller may change this user at all: a Super Admin only by a Super Admin; anyone
 * else only by someone holding every right of the user's role and a member of each of the
 * user's projects (otherwise an administrator of one project could reach into another).
 */
export async function assertMayManageUser(db: Db, principal: Principal, target: { key: string; userRole: string | null }) {
  if (principal.isSuperAdmin) return;
  const role = await findRoleRights(db, target.userRole);
  if (isSuperAdminRole(role)) throw forbidden('SUPER_ADMIN_ONLY', 'superAdminUserOnly');
  if (!canDelegate(callerRights(principal), role)) throw forbidden('USER_BEYOND_RIGHTS', 'userBeyondRights');
  const projects = await projectsOf(db, target.key);
  if (projects.some((projectKey) => !principal.projectKeys.includes(projectKey))) throw forbidden('USER_OUTSIDE_PROJECTS', 'userOutsideProjects');
}

/** Giving a user a role hands its rights out: the caller must hold them all. */
export async function assertMayGiveRole(db: Db, principal: Principal, roleKey: string | null | undefined) {
  if (!roleKey) return;
  assertMayHandOut(principal, await findRoleRights(db, roleKey));
}

/** What nobody may do to their own account, so no one can raise or shield themselves. */
export function assertNotOwnAccountChange(
  principal: Principal,
  target: { key: string; userRole: string | null; isActive: boolean },
  change: { userRole?: string | null; isActive?: boolean; forceLogout?: boolean },
) {
  if (target.key !== principal.userKey) return;
  const roleChanged = change.userRole !== undefined && (change.userRole || null) !== target.userRole;
  const activeChanged = change.isActive !== undefined && change.isActive !== target.isActive;
  if (roleChanged || activeChanged || change.forceLogout) throw forbidden('OWN_ACCOUNT', 'ownAccountLocked');
}

const SCOPE_REFUSALS: Record<UserScopeProblem, [code: string, key: 'ownScopeLocked' | 'establishmentOutOfScope' | 'bankTypeLocked']> = {
  ownScope: ['OWN_SCOPE_LOCKED', 'ownScopeLocked'],
  establishmentOutOfScope: ['ESTABLISHMENT_OUT_OF_SCOPE', 'establishmentOutOfScope'],
  bankTypeLocked: ['BANK_TYPE_LOCKED', 'bankTypeLocked'],
};

/**
 * A user's type and establishments are rights (they decide which banks' money and which
 * organisations a user reaches): the rule of src/domain/user-scope.ts, on the project's
 * establishment tree. `before` is the stored user on an update, absent on a create.
 */
export async function assertUserScope(
  db: Db,
  principal: Principal,
  projectKey: string,
  target: { key?: string; before?: UserPlacement; after: UserPlacement },
) {
  if (principal.isSuperAdmin) return;
  const problem = userScopeProblem(principal, target, await establishmentRefs(db, projectKey));
  if (!problem) return;
  const [code, key] = SCOPE_REFUSALS[problem];
  throw forbidden(code, key);
}
