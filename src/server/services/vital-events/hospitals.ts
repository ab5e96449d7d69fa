import { and, eq, sql } from 'drizzle-orm';
import type { AppError } from '../../app-error';
import type { Db } from '../../db/open-db';
import { records } from '../../db/schema';

/** Hospitals are the health project's establishments of type '2'. */
export const isHospitalOf = (projectKey: string) =>
  and(eq(records.resource, 'establishments'), eq(records.projectKey, projectKey), sql`${records.data}->>'type' = '2'`);
export const hospitalName = sql<string | null>`${records.data}->>'establishmentName'`;

/**
 * The hospital a birth or death declaration names, with the name copied onto the declaration so
 * lists and certificates need no lookup; `unknown` (the register's own 400) when the key names
 * nothing of this project: a declaration never points elsewhere.
 */
export async function hospitalOf(db: Db, projectKey: string, hospitalKey: string, unknown: () => AppError): Promise<{ key: string; name: string }> {
  const [hospital] = await db
    .select({ key: records.key, name: hospitalName })
    .from(records)
    .where(and(eq(records.key, hospitalKey), isHospitalOf(projectKey)));
  if (!hospital) throw unknown();
  return { key: hospital.key, name: hospital.name ?? hospital.key };
}
