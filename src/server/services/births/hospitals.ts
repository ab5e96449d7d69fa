import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { records } from '../../db/schema';
import { hospitalUnknown } from './birth-errors';

/**
 * A hospital is an organization (type '2') of the health project. Answers its name, or refuses
 * with 400 when the key names nothing of this project: a declaration never points elsewhere.
 */
export async function hospitalOf(db: Db, projectKey: string, hospitalKey: string): Promise<{ key: string; name: string }> {
  const [hospital] = await db
    .select({ key: records.key, name: sql<string>`${records.data}->>'establishmentName'` })
    .from(records)
    .where(and(eq(records.key, hospitalKey), eq(records.resource, 'establishments'), eq(records.projectKey, projectKey), sql`${records.data}->>'type' = '2'`));
  if (!hospital) throw hospitalUnknown();
  return { key: hospital.key, name: hospital.name ?? hospital.key };
}
