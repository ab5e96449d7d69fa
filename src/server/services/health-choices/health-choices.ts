import { and, asc, eq, sql } from 'drizzle-orm';
import { canPerform } from '../../../domain/permissions';
import type { Db } from '../../db/open-db';
import { projectMembers, records, roles, users } from '../../db/schema';
import { hospitalName, isHospitalOf } from '../vital-events/hospitals';

export type HospitalChoice = { _key: string; establishmentName: string };
export type CaseWorkerChoice = { key: string; name: string };

const establishmentName = sql<string>`coalesce(${hospitalName}, ${records.key})`;

/**
 * The hospitals a declaration may name: the project's organizations (type '2'). The registrar needs
 * this list without the right to read users and organizations in general, hence its own answer.
 */
export async function hospitalChoices(db: Db, projectKey: string): Promise<HospitalChoice[]> {
  return db.select({ _key: records.key, establishmentName }).from(records).where(isHospitalOf(projectKey)).orderBy(asc(establishmentName), asc(records.key));
}

/**
 * Whom a GBV supervisor may assign a case to: the project's active members whose role records GBV
 * cases (the same rule the assignment itself enforces). Names only: no contact details.
 */
export async function caseWorkerChoices(db: Db, projectKey: string): Promise<CaseWorkerChoice[]> {
  const rows = await db
    .select({ key: users.key, firstName: users.firstName, lastName: users.lastName, userName: users.userName, roleList: roles.roleList })
    .from(users)
    .innerJoin(roles, eq(roles.key, users.userRole))
    .innerJoin(projectMembers, and(eq(projectMembers.userKey, users.key), eq(projectMembers.projectKey, projectKey)))
    .where(eq(users.isActive, true));
  return rows
    .filter((row) => canPerform(row.roleList, 'GBV', 'create'))
    .map((row) => ({ key: row.key, name: [row.firstName, row.lastName].join(' ').trim() || row.userName }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.key.localeCompare(b.key));
}
