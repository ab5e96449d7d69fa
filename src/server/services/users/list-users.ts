import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { projectMembers, roles, users } from '../../db/schema';
import { countAll, parseListQuery, type ListQuery, type ListSpec } from '../list-query';
import { toApiUser } from './user-record';

export const userListSpec: ListSpec = {
  fields: {
    userName: users.userName, firstName: users.firstName, lastName: users.lastName, isActive: users.isActive,
    type: users.type, userRole: users.roleKey, applicationAccess: users.applicationAccess, isExternal: users.isExternal,
    lastLogin: users.lastLoginAt, createdAt: users.createdAt,
  },
  search: [users.userName, users.firstName, users.lastName, users.phoneNumber, users.emailAddress],
  defaultSort: ['userName', 'ASC'],
};

const memberOf = (projectKey: string) =>
  sql`exists (select 1 from ${projectMembers} where ${projectMembers.userKey} = ${users.key} and ${projectMembers.projectKey} = ${projectKey})`;

/** The users of one project. */
export async function listUsers(db: Db, projectKey: string, query: ListQuery) {
  const list = parseListQuery(query, userListSpec, [memberOf(projectKey)]);
  const rows = await db.select({ user: users, roleName: roles.name }).from(users).leftJoin(roles, eq(roles.key, users.roleKey))
    .where(list.where).orderBy(...list.orderBy).limit(list.limit).offset(list.offset);
  const [{ total }] = await db.select({ total: countAll }).from(users).where(list.where);
  return { rows: rows.map((r) => toApiUser(r.user, r.roleName)), total, offset: list.offset };
}

/** A user of another project is as invisible as one that does not exist. */
export async function findProjectUser(db: Db, projectKey: string, userKey: string) {
  const [row] = await db.select({ user: users, roleName: roles.name }).from(users).leftJoin(roles, eq(roles.key, users.roleKey))
    .where(and(eq(users.key, userKey), memberOf(projectKey))).limit(1);
  return row;
}
