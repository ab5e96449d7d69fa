import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { GbvServices } from '../../../domain/gbv-case';
import type { Db } from '../../db/open-db';
import { gbvCases, records, users } from '../../db/schema';

/**
 * The coded case as every reader gets it: never a column of gbv_case_identities, so a list,
 * an export or a case read without the right cannot carry a survivor's name by mistake.
 */
export const caseColumns = {
  key: gbvCases.key,
  code: gbvCases.code,
  ageGroup: gbvCases.ageGroup,
  sex: gbvCases.sex,
  incidentType: gbvCases.incidentType,
  incidentDate: gbvCases.incidentDate,
  reportDate: gbvCases.reportDate,
  zone: gbvCases.zone,
  zoneName: sql<string | null>`${records.data}->>'name'`,
  services: gbvCases.services,
  referralConsent: gbvCases.referralConsent,
  caseWorkerKey: gbvCases.caseWorkerKey,
  caseWorkerName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
  status: gbvCases.status,
  closureDate: gbvCases.closureDate,
  createdAt: gbvCases.createdAt,
  updatedAt: gbvCases.updatedAt,
  rowVersion: gbvCases.rowVersion,
};

/**
 * The cases with their zone's and case worker's names (staff names, never the survivor's);
 * `sortValue` adds a list's keyset value (see lists/keyset.ts).
 */
export const selectCases = (db: Db, sortValue: SQL<string | null> = sql<null>`null`) =>
  db
    .select({ ...caseColumns, sortValue })
    .from(gbvCases)
    .leftJoin(records, and(eq(records.key, gbvCases.zone), eq(records.resource, 'zones')))
    .leftJoin(users, eq(users.key, gbvCases.caseWorkerKey));

export type GbvCaseRow = {
  key: string;
  code: string;
  ageGroup: string;
  sex: string;
  incidentType: string;
  incidentDate: string;
  reportDate: string;
  zone: string;
  zoneName: string | null;
  services: GbvServices;
  referralConsent: boolean;
  caseWorkerKey: string;
  caseWorkerName: string | null;
  status: string;
  closureDate: string | null;
  createdAt: Date;
  updatedAt: Date;
  rowVersion: number;
};

/** `version` as every other record names it: the client sends it back in If-Match. */
export const toApiCase = ({ key, createdAt, updatedAt, rowVersion, ...row }: GbvCaseRow) => ({
  _key: key,
  ...row,
  version: rowVersion,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});
export type ApiGbvCase = ReturnType<typeof toApiCase>;

/** One case of the project, or undefined. */
export async function readCase(db: Db, projectKey: string, caseKey: string): Promise<GbvCaseRow | undefined> {
  const [row] = await selectCases(db).where(and(eq(gbvCases.projectKey, projectKey), eq(gbvCases.key, caseKey)));
  if (!row) return undefined;
  const { sortValue: _sortValue, ...found } = row;
  return found;
}
