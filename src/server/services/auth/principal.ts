import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { projectMembers, roles, signIns, users } from '../../db/schema';
import type { PermissionEntry } from '../../../domain/access-labels';
import { SUPER_ADMIN_ROLE } from '../../../domain/access-labels';

/** Who is calling, as every authorization decision needs it. Loaded fresh on each request. */
export type Principal = {
  userKey: string;
  userName: string;
  /** First and last names, as receipts and decisions show who acted (the sign-in name when both are empty). */
  personName: string;
  signInKey: string;
  userRole: string | null;
  /** The user's type ('3': an agent of a bank, who records bank payments for their banks only). */
  userType: string | null;
  roleName: string;
  roleList: PermissionEntry[];
  isSuperAdmin: boolean;
  projectKeys: string[];
  establishmentKeys: string[];
};

/** What a principal is made of: the user, their role and their project memberships (one row). */
export const principalColumns = {
  user: users,
  roleName: roles.name,
  roleList: roles.roleList,
  projectKeys: sql<
    string[]
  >`coalesce((select array_agg(${projectMembers.projectKey}) from ${projectMembers} where ${projectMembers.userKey} = ${users.key}), '{}')`,
};

type PrincipalRow = { user: typeof users.$inferSelect; roleName: string | null; roleList: PermissionEntry[] | null; projectKeys: string[] | null };

/** The principal of an active user (undefined for a user gone or deactivated); signInKey is '' when no sign-in is behind it. */
export function principalFrom(row: PrincipalRow | undefined, signInKey: string): Principal | undefined {
  if (!row || !row.user.isActive) return undefined;
  const { user } = row;
  return {
    userKey: user.key,
    userName: user.userName,
    personName: [user.firstName, user.lastName].join(' ').trim() || user.userName,
    signInKey,
    userRole: user.userRole,
    userType: user.type ?? null,
    roleName: row.roleName ?? '',
    roleList: row.roleList ?? [],
    isSuperAdmin: row.roleName === SUPER_ADMIN_ROLE,
    projectKeys: row.projectKeys ?? [],
    establishmentKeys: [user.establishmentKey, ...user.associatedEstablishmentKey].filter((k): k is string => Boolean(k)),
  };
}

/**
 * Every signed-in request loads its caller: sign-in, user, role and project memberships in one
 * prepared statement, one round trip (this sits in front of every API call).
 */
function preparePrincipalQuery(db: Db) {
  return db
    .select(principalColumns)
    .from(signIns)
    .innerJoin(users, eq(users.key, signIns.userKey))
    .leftJoin(roles, eq(roles.key, users.userRole))
    .where(and(eq(signIns.key, sql.placeholder('signInKey')), eq(signIns.userKey, sql.placeholder('userKey')), isNull(signIns.revokedAt)))
    .limit(1)
    .prepare('load_principal');
}

const preparedQueries = new WeakMap<Db, ReturnType<typeof preparePrincipalQuery>>();

/** Returns undefined when the sign-in was revoked or the user is no longer active. */
export async function loadPrincipal(db: Db, userKey: string, signInKey: string): Promise<Principal | undefined> {
  let query = preparedQueries.get(db);
  if (!query) preparedQueries.set(db, (query = preparePrincipalQuery(db)));
  const [row] = await query.execute({ userKey, signInKey });
  return principalFrom(row, signInKey);
}
