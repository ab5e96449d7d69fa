import type { ProjectBody } from '../../../domain/body-types.generated';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { projectMembers, projects, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../app-error';
import { assertVersion } from '../row-version';
import { assertMayManageUser, projectsOf } from '../users/user-authority';
import { newKey } from '../auth/tokens';
import { cappedCount, countAll, parseListQuery, tableListSpec, type ListQuery } from '../list-query';
import type { Principal } from '../auth/principal';
import { basisPointsOf } from '../../../domain/revenue-shares';

/** A project body as its schema validates it (types generated from schemas/project.schema.json). */
export type ProjectInput = ProjectBody;

const toApiProject = (project: typeof projects.$inferSelect) => ({
  _key: project.key,
  projectKey: project.key,
  projectName: project.projectName,
  projectType: project.projectType,
  provinceKey: project.provinceKey,
  status: project.status,
  dueDateDays: project.dueDateDays,
  splitFee: project.splitFee,
  sendSms: project.sendSms,
  scheduler: project.scheduler,
  smsText: project.smsText,
  documentText: project.documentText,
  contactPhone: project.contactPhone,
  contactEmail: project.contactEmail,
  contactAddress: project.contactAddress,
  contactHours: project.contactHours,
  revenueSplit: project.revenueSplitBasisPoints / 100,
  createdAt: project.createdAt,
  updatedAt: project.updatedAt,
  version: project.version,
});

const projectListSpec = tableListSpec('projects', projects, { search: [projects.projectName], names: [projects.projectName] });

/** A Super Admin sees every project; anyone else only the projects they belong to. */
const visibleTo = (principal: Principal) =>
  principal.isSuperAdmin ? [] : [principal.projectKeys.length ? inArray(projects.key, principal.projectKeys) : sql`false`];

export async function listProjects(db: Db, principal: Principal, query: ListQuery) {
  const list = parseListQuery(query, projectListSpec, visibleTo(principal));
  const rows = await db
    .select()
    .from(projects)
    .where(list.where)
    .orderBy(...list.orderBy)
    .limit(list.limit)
    .offset(list.offset);
  const total = await cappedCount(db, projects, list.where);
  return { rows: rows.map(toApiProject), total, offset: list.offset };
}

async function findVisible(db: Db, principal: Principal, key: string) {
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.key, key), ...visibleTo(principal)));
  if (!project) throw notFound();
  return project;
}

export async function getProject(db: Db, principal: Principal, key: string) {
  return toApiProject(await findVisible(db, principal, key));
}

/** A friendly answer before the write; the unique index still decides a race. */
async function assertNameFree(db: Db, name: string, exceptKey?: string) {
  const [clash] = await db
    .select({ key: projects.key })
    .from(projects)
    .where(and(eq(sql`lower(${projects.projectName})`, name.trim().toLowerCase()), ...(exceptKey ? [ne(projects.key, exceptKey)] : [])));
  if (clash) throw conflict('PROJECT_NAME_TAKEN', 'projectNameTaken');
}

/** The creator becomes the first member, so the new project appears in their picker. */
export async function createProject(db: Db, principal: Principal, input: ProjectInput) {
  await assertNameFree(db, input.projectName);
  const key = newKey();
  const [project] = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(projects)
      .values({
        key,
        projectName: input.projectName.trim(),
        projectType: input.projectType,
        provinceKey: input.provinceKey ?? null,
        status: input.status ?? 'enabled',
        dueDateDays: input.dueDateDays ?? 30,
        splitFee: input.splitFee ?? false,
        sendSms: input.sendSms ?? false,
        scheduler: input.scheduler ?? false,
        smsText: input.smsText ?? '',
        documentText: input.documentText ?? '',
        contactPhone: input.contactPhone?.trim() ?? '',
        contactEmail: input.contactEmail?.trim() ?? '',
        contactAddress: input.contactAddress?.trim() ?? '',
        contactHours: input.contactHours?.trim() ?? '',
        revenueSplitBasisPoints: basisPointsOf(input.revenueSplit ?? 0),
      })
      .returning();
    await tx.insert(projectMembers).values({ projectKey: key, userKey: principal.userKey });
    return inserted;
  });
  return toApiProject(project);
}

/** Applied only to the version the caller edited, on the row locked for the transaction. */
export async function updateProject(db: Db, principal: Principal, key: string, input: Partial<ProjectInput>, version: number) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(projects)
      .where(and(eq(projects.key, key), ...visibleTo(principal)))
      .for('update');
    if (!current) throw notFound();
    assertVersion(version, current.version);
    if (input.projectName) await assertNameFree(tx, input.projectName, key);
    return writeProject(tx, current, input);
  });
}

async function writeProject(tx: Db, current: typeof projects.$inferSelect, input: Partial<ProjectInput>) {
  const [project] = await tx
    .update(projects)
    .set({
      projectName: input.projectName?.trim() ?? current.projectName,
      projectType: input.projectType ?? current.projectType,
      provinceKey: input.provinceKey === undefined ? current.provinceKey : input.provinceKey,
      status: input.status ?? current.status,
      dueDateDays: input.dueDateDays ?? current.dueDateDays,
      splitFee: input.splitFee ?? current.splitFee,
      sendSms: input.sendSms ?? current.sendSms,
      scheduler: input.scheduler ?? current.scheduler,
      smsText: input.smsText ?? current.smsText,
      documentText: input.documentText ?? current.documentText,
      contactPhone: input.contactPhone?.trim() ?? current.contactPhone,
      contactEmail: input.contactEmail?.trim() ?? current.contactEmail,
      contactAddress: input.contactAddress?.trim() ?? current.contactAddress,
      contactHours: input.contactHours?.trim() ?? current.contactHours,
      revenueSplitBasisPoints: input.revenueSplit === undefined ? current.revenueSplitBasisPoints : basisPointsOf(input.revenueSplit),
      version: sql`${projects.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(projects.key, current.key))
    .returning();
  return toApiProject(project);
}

export async function listMembers(db: Db, principal: Principal, projectKey: string) {
  await findVisible(db, principal, projectKey);
  return db
    .select({
      _key: users.key,
      userName: users.userName,
      firstName: users.firstName,
      lastName: users.lastName,
      isActive: users.isActive,
      version: users.version,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.key, projectMembers.userKey))
    .where(eq(projectMembers.projectKey, projectKey))
    .orderBy(users.userName);
}

/**
 * Joining a project gives a user its data. A user who already belongs to another project is added
 * only by a Super Admin: otherwise an administrator could pull someone in from a project they are
 * not in, then manage them. Anyone else adds only users of no project yet whose role's rights
 * they hold. The users stay locked until the rows are in.
 */
export async function addMembers(db: Db, principal: Principal, projectKey: string, userKeys: string[]) {
  await findVisible(db, principal, projectKey);
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({ key: users.key, userRole: users.userRole })
      .from(users)
      .where(inArray(users.key, userKeys))
      .orderBy(users.key)
      .for('update');
    if (existing.length !== userKeys.length) throw notFound();
    if (!principal.isSuperAdmin) {
      for (const user of existing) {
        const projectKeys = await projectsOf(tx, user.key);
        if (projectKeys.includes(projectKey)) continue;
        if (projectKeys.length) throw forbidden('MEMBER_OF_OTHER_PROJECT', 'memberOfOtherProject');
        await assertMayManageUser(tx, principal, user);
      }
    }
    await tx
      .insert(projectMembers)
      .values(userKeys.map((userKey) => ({ projectKey, userKey })))
      .onConflictDoNothing();
  });
  return listMembers(db, principal, projectKey);
}

/** Taking a user out of a project changes that user: the same authority as editing them. */
export async function removeMember(db: Db, principal: Principal, projectKey: string, userKey: string) {
  await findVisible(db, principal, projectKey);
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ key: users.key, userRole: users.userRole }).from(users).where(eq(users.key, userKey)).for('update');
    if (!user) throw notFound();
    if (user.key !== principal.userKey) await assertMayManageUser(tx, principal, user);
    const removed = await tx
      .delete(projectMembers)
      .where(and(eq(projectMembers.projectKey, projectKey), eq(projectMembers.userKey, userKey)))
      .returning();
    if (!removed.length) throw notFound();
    return { removed: true };
  });
}

export async function countProjects(db: Db) {
  const [{ total }] = await db.select({ total: countAll }).from(projects);
  return total;
}
