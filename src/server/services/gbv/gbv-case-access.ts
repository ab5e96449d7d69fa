import { and, eq } from 'drizzle-orm';
import { canPerform } from '../../../domain/permissions';
import type { Db } from '../../db/open-db';
import { gbvCaseViews, projectMembers, roles, users } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { caseWorkerInvalid } from './gbv-errors';

/** Need-to-know: a GBV supervisor sees every case's identifying details, and assigns and reopens cases. */
export const isGbvSupervisor = (principal: Principal) => canPerform(principal.roleList, 'GBV Supervisor', 'read');

/** The identifying details are shown to the case's own worker and to supervisors, nobody else. */
export const seesIdentity = (principal: Principal, caseWorkerKey: string) => principal.userKey === caseWorkerKey || isGbvSupervisor(principal);

export type GbvView = 'list' | 'detail' | 'identity' | 'export' | 'report';

/** Appends who looked at what (the caller's transaction, so a view that fails leaves no row). */
export async function recordViews(tx: Db, projectKey: string, principal: Principal, views: { view: GbvView; caseKey?: string | null }[]) {
  if (!views.length) return;
  await tx.insert(gbvCaseViews).values(views.map(({ view, caseKey }) => ({ projectKey, userKey: principal.userKey, view, caseKey: caseKey ?? null })));
}

/** A case worker is an active member of the project whose role records GBV cases. */
export async function assertCaseWorker(tx: Db, projectKey: string, userKey: string) {
  const [row] = await tx
    .select({ roleList: roles.roleList })
    .from(users)
    .innerJoin(roles, eq(roles.key, users.userRole))
    .innerJoin(projectMembers, and(eq(projectMembers.userKey, users.key), eq(projectMembers.projectKey, projectKey)))
    .where(and(eq(users.key, userKey), eq(users.isActive, true)));
  if (!row || !canPerform(row.roleList, 'GBV', 'create')) throw caseWorkerInvalid();
}
