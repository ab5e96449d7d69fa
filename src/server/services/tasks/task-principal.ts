import { eq, sql } from 'drizzle-orm';
import { SUPER_ADMIN_ROLE } from '../../../domain/access-labels';
import type { Db } from '../../db/open-db';
import { projectMembers, roles, users } from '../../db/schema';
import type { Principal } from '../auth/principal';

/**
 * The user who started a background task, as the use cases it runs need them (creator of the
 * notes it writes, their establishments, their role). There is no request, hence no sign-in: the
 * task acts for the user with the rights they have now. Undefined for a user gone or deactivated.
 */
export async function principalOfUser(db: Db, userKey: string): Promise<Principal | undefined> {
  const [row] = await db
    .select({
      user: users,
      roleName: roles.name,
      roleList: roles.roleList,
      projectKeys: sql<
        string[]
      >`coalesce((select array_agg(${projectMembers.projectKey}) from ${projectMembers} where ${projectMembers.userKey} = ${users.key}), '{}')`,
    })
    .from(users)
    .leftJoin(roles, eq(roles.key, users.userRole))
    .where(eq(users.key, userKey))
    .limit(1);
  if (!row || !row.user.isActive) return undefined;
  const { user } = row;
  return {
    userKey: user.key,
    userName: user.userName,
    signInKey: '',
    userRole: user.userRole,
    userType: user.type ?? null,
    roleName: row.roleName ?? '',
    roleList: row.roleList ?? [],
    isSuperAdmin: row.roleName === SUPER_ADMIN_ROLE,
    projectKeys: row.projectKeys ?? [],
    establishmentKeys: [user.establishmentKey, ...user.associatedEstablishmentKey].filter((k): k is string => Boolean(k)),
  };
}
