import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { roles, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../app-error';
import { SUPER_ADMIN_ROLE } from '../../../domain/access-labels';
import { newKey } from '../auth/tokens';
import { countAll, parseListQuery, type ListQuery, type ListSpec } from '../list-query';
import { assertVersion } from '../row-version';
import { assertMayHandOut, assertRoleHeldOnlyWithin } from './role-rights';
import type { Principal } from '../auth/principal';
import type { RoleBody } from '../../../domain/body-types.generated';

/** What a role form sends (schemas/role.schema.json); the author is the caller, never the body. */
export type RoleInput = Pick<RoleBody, 'name' | 'description' | 'roleList'>;

const toApiRole = (role: typeof roles.$inferSelect) => ({
  _key: role.key,
  name: role.name,
  description: role.description,
  roleList: role.roleList,
  userKey: role.userKey,
  createdAt: role.createdAt,
  updatedAt: role.updatedAt,
  version: role.version,
});

const roleListSpec: ListSpec = {
  fields: { name: roles.name, createdAt: roles.createdAt },
  search: [roles.name, roles.description],
  names: [roles.name],
  defaultSort: ['name', 'ASC'],
};

/** 'Super Admin' is offered only to a Super Admin. */
const visibleTo = (principal: Principal) => (principal.isSuperAdmin ? [] : [ne(roles.name, SUPER_ADMIN_ROLE)]);

/** Roles sorted by name unless the client asks otherwise. */
export async function listRoles(db: Db, principal: Principal, query: ListQuery) {
  const list = parseListQuery(query, roleListSpec, visibleTo(principal));
  const rows = await db
    .select()
    .from(roles)
    .where(list.where)
    .orderBy(...list.orderBy, asc(roles.key))
    .limit(list.limit)
    .offset(list.offset);
  const [{ total }] = await db.select({ total: countAll }).from(roles).where(list.where);
  return { rows: rows.map(toApiRole), total, offset: list.offset };
}

export async function getRole(db: Db, principal: Principal, key: string) {
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.key, key), ...visibleTo(principal)));
  if (!role) throw notFound();
  return toApiRole(role);
}

/**
 * The role about to change, locked until the transaction ends. Nobody changes the role they hold
 * (they could only widen it), and only someone holding all its rights may touch it.
 */
async function lockRoleToChange(tx: Db, principal: Principal, key: string, version: number) {
  const [role] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.key, key), ...visibleTo(principal)))
    .for('update');
  if (!role) throw notFound();
  if (role.key === principal.userRole) throw forbidden('OWN_ROLE', 'ownRoleLocked');
  assertMayHandOut(principal, role);
  await assertRoleHeldOnlyWithin(tx, principal, key);
  assertVersion(version, role.version);
  return role;
}

/** A friendly answer before the write; the unique index still decides a race. */
async function assertNameFree(db: Db, name: string, exceptKey?: string) {
  const [clash] = await db
    .select({ key: roles.key })
    .from(roles)
    .where(and(eq(sql`lower(${roles.name})`, name.trim().toLowerCase()), ...(exceptKey ? [ne(roles.key, exceptKey)] : [])));
  if (clash) throw conflict('ROLE_NAME_TAKEN', 'roleNameTaken');
}

export async function createRole(db: Db, principal: Principal, input: RoleInput) {
  const name = input.name.trim();
  assertMayHandOut(principal, { name, roleList: input.roleList ?? [] });
  await assertNameFree(db, name);
  const [role] = await db
    .insert(roles)
    .values({
      key: newKey(),
      name,
      description: input.description ?? '',
      roleList: input.roleList ?? [],
      userKey: principal.userKey,
    })
    .returning();
  return toApiRole(role);
}

/** The caller must hold every right of the role before and after the change. */
export async function updateRole(db: Db, principal: Principal, key: string, input: Partial<RoleInput>, version: number) {
  return db.transaction(async (tx) => {
    const current = await lockRoleToChange(tx, principal, key, version);
    const name = input.name?.trim() ?? current.name;
    const roleList = input.roleList ?? current.roleList;
    assertMayHandOut(principal, { name, roleList });
    await assertNameFree(tx, name, key);
    const [role] = await tx
      .update(roles)
      .set({
        name,
        description: input.description ?? current.description,
        roleList,
        version: sql`${roles.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(roles.key, key))
      .returning();
    return toApiRole(role);
  });
}

export async function deleteRole(db: Db, principal: Principal, key: string, version: number) {
  return db.transaction(async (tx) => {
    const role = await lockRoleToChange(tx, principal, key, version);
    const [{ total }] = await tx.select({ total: countAll }).from(users).where(eq(users.userRole, key));
    if (total > 0) throw conflict('ROLE_IN_USE', 'roleInUse');
    await tx.delete(roles).where(eq(roles.key, key));
    return toApiRole(role);
  });
}
