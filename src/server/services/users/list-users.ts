import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { projectMembers, roles, users } from '../../db/schema';
import { countAll, parseListQuery, tableListSpec, type ListQuery } from '../list-query';
import { toApiUser } from './user-record';

/** What the user schema lets a screen sort and filter on: each is a column of the same name. */
export const userListSpec = tableListSpec('users', users, {
  search: [users.userName, users.firstName, users.lastName, users.phoneNumber, users.emailAddress],
  names: [users.userName, users.firstName, users.lastName],
});

/** The user belongs to that project (every query of users is scoped by it). */
export const memberOf = (projectKey: string) =>
  sql`exists (select 1 from ${projectMembers} where ${projectMembers.userKey} = ${users.key} and ${projectMembers.projectKey} = ${projectKey})`;

/** The users of one project. */
export async function listUsers(db: Db, projectKey: string, query: ListQuery) {
  const list = parseListQuery(query, userListSpec, [memberOf(projectKey)]);
  const rows = await db
    .select({ user: users, roleName: roles.name })
    .from(users)
    .leftJoin(roles, eq(roles.key, users.userRole))
    .where(list.where)
    .orderBy(...list.orderBy)
    .limit(list.limit)
    .offset(list.offset);
  const [{ total }] = await db.select({ total: countAll }).from(users).where(list.where);
  return { rows: rows.map((r) => toApiUser(r.user, r.roleName)), total, offset: list.offset };
}

/** A user of another project is as invisible as one that does not exist. */
export async function findProjectUser(db: Db, projectKey: string, userKey: string) {
  const [row] = await db
    .select({ user: users, roleName: roles.name })
    .from(users)
    .leftJoin(roles, eq(roles.key, users.userRole))
    .where(and(eq(users.key, userKey), memberOf(projectKey)))
    .limit(1);
  return row;
}
