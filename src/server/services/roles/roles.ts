import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { roles, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../app-error';
import { SUPER_ADMIN_ROLE, type PermissionEntry } from '../../../domain/access-labels';
import { newKey } from '../auth/tokens';
import { countAll, parseListQuery, type ListQuery, type ListSpec } from '../list-query';
import type { Principal } from '../auth/principal';

export type RoleInput = { name: string; description?: string; roleList?: PermissionEntry[] };

const toApiRole = (role: typeof roles.$inferSelect) => ({
  _key: role.key, name: role.name, description: role.description, roleList: role.roleList, userKey: role.userKey,
  createdAt: role.createdAt, updatedAt: role.updatedAt,
});

const roleListSpec: ListSpec = { fields: { name: roles.name, createdAt: roles.createdAt }, search: [roles.name, roles.description], defaultSort: ['name', 'ASC'] };

/** 'Super Admin' is offered only to a Super Admin (SPEC §6). */
const visibleTo = (principal: Principal) => (principal.isSuperAdmin ? [] : [ne(roles.name, SUPER_ADMIN_ROLE)]);

/** Roles sorted by name unless the client asks otherwise. */
export async function listRoles(db: Db, principal: Principal, query: ListQuery) {
  const list = parseListQuery(query, roleListSpec, visibleTo(principal));
  const rows = await db.select().from(roles).where(list.where).orderBy(...list.orderBy, asc(roles.key)).limit(list.limit).offset(list.offset);
  const [{ total }] = await db.select({ total: countAll }).from(roles).where(list.where);
  return { rows: rows.map(toApiRole), total, offset: list.offset };
}

async function findVisibleRole(db: Db, principal: Principal, key: string) {
  const [role] = await db.select().from(roles).where(and(eq(roles.key, key), ...visibleTo(principal)));
  if (!role) throw notFound();
  return role;
}

export async function getRole(db: Db, principal: Principal, key: string) {
  return toApiRole(await findVisibleRole(db, principal, key));
}

async function assertNameFree(db: Db, name: string, exceptKey?: string) {
  const [clash] = await db.select({ key: roles.key }).from(roles).where(and(eq(sql`lower(${roles.name})`, name.trim().toLowerCase()), ...(exceptKey ? [ne(roles.key, exceptKey)] : [])));
  if (clash) throw conflict('ROLE_NAME_TAKEN', 'roleNameTaken');
}

export async function createRole(db: Db, principal: Principal, input: RoleInput) {
  if (input.name.trim() === SUPER_ADMIN_ROLE && !principal.isSuperAdmin) throw forbidden('SUPER_ADMIN_ONLY', 'superAdminOnly');
  await assertNameFree(db, input.name);
  const [role] = await db.insert(roles).values({
    key: newKey(), name: input.name.trim(), description: input.description ?? '', roleList: input.roleList ?? [], userKey: principal.userKey,
  }).returning();
  return toApiRole(role);
}

export async function updateRole(db: Db, principal: Principal, key: string, input: Partial<RoleInput>) {
  const current = await findVisibleRole(db, principal, key);
  const name = input.name?.trim() ?? current.name;
  if (name === SUPER_ADMIN_ROLE && !principal.isSuperAdmin) throw forbidden('SUPER_ADMIN_ONLY', 'superAdminOnly');
  await assertNameFree(db, name, key);
  const [role] = await db.update(roles).set({
    name, description: input.description ?? current.description, roleList: input.roleList ?? current.roleList, updatedAt: new Date(),
  }).where(eq(roles.key, key)).returning();
  return toApiRole(role);
}

export async function deleteRole(db: Db, principal: Principal, key: string) {
  const role = await findVisibleRole(db, principal, key);
  const [{ total }] = await db.select({ total: countAll }).from(users).where(eq(users.roleKey, key));
  if (total > 0) throw conflict('ROLE_IN_USE', 'roleInUse');
  await db.delete(roles).where(eq(roles.key, key));
  return toApiRole(role);
}
