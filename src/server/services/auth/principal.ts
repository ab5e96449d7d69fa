import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { projectMembers, roles, signIns, users } from '../../db/schema';
import type { PermissionEntry } from '../../../domain/access-labels';
import { SUPER_ADMIN_ROLE } from '../../../domain/access-labels';

/** Who is calling, as every authorization decision needs it. Loaded fresh on each request. */
export type Principal = {
  userKey: string;
  userName: string;
  signInKey: string;
  roleKey: string | null;
  roleName: string;
  roleList: PermissionEntry[];
  isSuperAdmin: boolean;
  projectKeys: string[];
  establishmentKeys: string[];
};

/** Returns undefined when the sign-in was revoked or the user is no longer active. */
export async function loadPrincipal(db: Db, userKey: string, signInKey: string): Promise<Principal | undefined> {
  const [row] = await db
    .select({ user: users, roleName: roles.name, roleList: roles.roleList })
    .from(signIns)
    .innerJoin(users, eq(users.key, signIns.userKey))
    .leftJoin(roles, eq(roles.key, users.roleKey))
    .where(and(eq(signIns.key, signInKey), eq(signIns.userKey, userKey), isNull(signIns.revokedAt)))
    .limit(1);
  if (!row || !row.user.isActive) return undefined;
  const memberships = await db.select({ projectKey: projectMembers.projectKey }).from(projectMembers).where(eq(projectMembers.userKey, userKey));
  const { user } = row;
  const establishmentKeys = [user.establishmentKey, ...user.associatedEstablishmentKeys].filter((k): k is string => Boolean(k));
  return {
    userKey: user.key,
    userName: user.userName,
    signInKey,
    roleKey: user.roleKey,
    roleName: row.roleName ?? '',
    roleList: row.roleList ?? [],
    isSuperAdmin: row.roleName === SUPER_ADMIN_ROLE,
    projectKeys: memberships.map((m) => m.projectKey),
    establishmentKeys,
  };
}
