import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { projectMembers, projects, users } from '../../db/schema';
import { conflict, notFound } from '../../app-error';
import { newKey } from '../auth/tokens';
import { countAll, parseListQuery, type ListQuery, type ListSpec } from '../list-query';
import type { Principal } from '../auth/principal';

export type ProjectInput = {
  projectName: string; projectType: string; provinceKey?: string | null; status?: string; dueDateDays?: number;
  splitFee?: boolean; sendSms?: boolean; scheduler?: boolean; smsText?: string; documentText?: string; revenueSplit?: number;
};

/** The revenue split travels as a percentage with at most two decimals and is stored in basis points. */
const toBasisPoints = (percent: number) => Math.round(percent * 100);

const toApiProject = (project: typeof projects.$inferSelect) => ({
  _key: project.key, projectKey: project.key, projectName: project.projectName, projectType: project.projectType,
  provinceKey: project.provinceKey, status: project.status, dueDateDays: project.dueDateDays, splitFee: project.splitFee,
  sendSms: project.sendSms, scheduler: project.scheduler, smsText: project.smsText, documentText: project.documentText,
  revenueSplit: project.revenueSplitBasisPoints / 100, createdAt: project.createdAt, updatedAt: project.updatedAt,
});

const projectListSpec: ListSpec = {
  fields: { projectName: projects.projectName, projectType: projects.projectType, status: projects.status, createdAt: projects.createdAt, updatedAt: projects.updatedAt },
  search: [projects.projectName],
  defaultSort: ['projectName', 'ASC'],
};

/** A Super Admin sees every project; anyone else only the projects they belong to. */
const visibleTo = (principal: Principal) =>
  principal.isSuperAdmin ? [] : [principal.projectKeys.length ? inArray(projects.key, principal.projectKeys) : sql`false`];

export async function listProjects(db: Db, principal: Principal, query: ListQuery) {
  const list = parseListQuery(query, projectListSpec, visibleTo(principal));
  const rows = await db.select().from(projects).where(list.where).orderBy(...list.orderBy).limit(list.limit).offset(list.offset);
  const [{ total }] = await db.select({ total: countAll }).from(projects).where(list.where);
  return { rows: rows.map(toApiProject), total, offset: list.offset };
}

async function findVisible(db: Db, principal: Principal, key: string) {
  const [project] = await db.select().from(projects).where(and(eq(projects.key, key), ...visibleTo(principal)));
  if (!project) throw notFound();
  return project;
}

export async function getProject(db: Db, principal: Principal, key: string) {
  return toApiProject(await findVisible(db, principal, key));
}

async function assertNameFree(db: Db, name: string, exceptKey?: string) {
  const [clash] = await db.select({ key: projects.key }).from(projects)
    .where(and(eq(sql`lower(${projects.projectName})`, name.trim().toLowerCase()), ...(exceptKey ? [ne(projects.key, exceptKey)] : [])));
  if (clash) throw conflict('PROJECT_NAME_TAKEN', 'projectNameTaken');
}

/** The creator becomes the first member, so the new project appears in their picker. */
export async function createProject(db: Db, principal: Principal, input: ProjectInput) {
  await assertNameFree(db, input.projectName);
  const key = newKey();
  const [project] = await db.transaction(async (tx) => {
    const inserted = await tx.insert(projects).values({
      key, projectName: input.projectName.trim(), projectType: input.projectType, provinceKey: input.provinceKey ?? null,
      status: input.status ?? 'enabled', dueDateDays: input.dueDateDays ?? 30, splitFee: input.splitFee ?? false,
      sendSms: input.sendSms ?? false, scheduler: input.scheduler ?? false, smsText: input.smsText ?? '', documentText: input.documentText ?? '',
      revenueSplitBasisPoints: toBasisPoints(input.revenueSplit ?? 0),
    }).returning();
    await tx.insert(projectMembers).values({ projectKey: key, userKey: principal.userKey });
    return inserted;
  });
  return toApiProject(project);
}

export async function updateProject(db: Db, principal: Principal, key: string, input: Partial<ProjectInput>) {
  const current = await findVisible(db, principal, key);
  if (input.projectName) await assertNameFree(db, input.projectName, key);
  const [project] = await db.update(projects).set({
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
    revenueSplitBasisPoints: input.revenueSplit === undefined ? current.revenueSplitBasisPoints : toBasisPoints(input.revenueSplit),
    updatedAt: new Date(),
  }).where(eq(projects.key, key)).returning();
  return toApiProject(project);
}

export async function listMembers(db: Db, principal: Principal, projectKey: string) {
  await findVisible(db, principal, projectKey);
  return db.select({ _key: users.key, userName: users.userName, firstName: users.firstName, lastName: users.lastName, isActive: users.isActive })
    .from(projectMembers).innerJoin(users, eq(users.key, projectMembers.userKey)).where(eq(projectMembers.projectKey, projectKey)).orderBy(users.userName);
}

export async function addMembers(db: Db, principal: Principal, projectKey: string, userKeys: string[]) {
  await findVisible(db, principal, projectKey);
  const existing = await db.select({ key: users.key }).from(users).where(inArray(users.key, userKeys));
  if (existing.length !== userKeys.length) throw notFound();
  await db.insert(projectMembers).values(userKeys.map((userKey) => ({ projectKey, userKey }))).onConflictDoNothing();
  return listMembers(db, principal, projectKey);
}

export async function removeMember(db: Db, principal: Principal, projectKey: string, userKey: string) {
  await findVisible(db, principal, projectKey);
  const removed = await db.delete(projectMembers).where(and(eq(projectMembers.projectKey, projectKey), eq(projectMembers.userKey, userKey))).returning();
  if (!removed.length) throw notFound();
  return { removed: true };
}

export async function countProjects(db: Db) {
  const [{ total }] = await db.select({ total: countAll }).from(projects);
  return total;
}
