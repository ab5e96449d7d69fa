import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/open-db';
import { records } from '../db/schema';
import type { EstablishmentRef } from '../../domain/establishment-choice';

/** Establishments live in the record store; these are the reads other use cases need. */
const inProject = (projectKey: string) => and(eq(records.resource, 'establishments'), eq(records.projectKey, projectKey));

export async function findEstablishments(db: Db, projectKey: string, keys: string[]) {
  if (!keys.length) return [];
  const rows = await db
    .select({ key: records.key, data: records.data })
    .from(records)
    .where(and(inProject(projectKey), inArray(records.key, keys)));
  return rows.map((r) => ({ key: r.key, type: String(r.data.type ?? ''), establishmentName: String(r.data.establishmentName ?? '') }));
}

export async function countEstablishmentsOfType(db: Db, projectKey: string, type: string): Promise<number> {
  const [{ count }] = await db
    .select({ count: sql<number>`cast(count(*) as integer)` })
    .from(records)
    .where(and(inProject(projectKey), sql`${records.data} @> ${JSON.stringify({ type })}::jsonb`));
  return count;
}

/** The names of establishments wherever they are (a user's list may span projects). */
export async function establishmentNames(db: Db, keys: string[]) {
  if (!keys.length) return [];
  const rows = await db
    .select({ key: records.key, data: records.data })
    .from(records)
    .where(and(eq(records.resource, 'establishments'), inArray(records.key, keys)));
  return rows.map((r) => ({ _key: r.key, establishmentName: String(r.data.establishmentName ?? '') }));
}

export type EstablishmentNode = { _key: string; establishmentName: string; type: string; children: EstablishmentNode[] };

/** The organization or bank tree of a project, for the user dialog's working-organization picker. */
export async function establishmentTree(db: Db, projectKey: string, typeKeys: string[]): Promise<EstablishmentNode[]> {
  const rows = await db.select({ key: records.key, data: records.data }).from(records).where(inProject(projectKey)).orderBy(records.label);
  const wanted = rows.filter((r) => typeKeys.includes(String(r.data.type)));
  const nodes = new Map(
    wanted.map((r) => [
      r.key,
      { _key: r.key, establishmentName: String(r.data.establishmentName), type: String(r.data.type), children: [] as EstablishmentNode[] },
    ]),
  );
  const roots: EstablishmentNode[] = [];
  for (const row of wanted) {
    const parent = typeof row.data.parentKey === 'string' ? nodes.get(row.data.parentKey) : undefined;
    (parent ? parent.children : roots).push(nodes.get(row.key)!);
  }
  return roots;
}

/** Every establishment of a project with its type and parent, as the scope rules walk the branch tree. */
export async function establishmentRefs(db: Db, projectKey: string): Promise<EstablishmentRef[]> {
  const rows = await db.select({ key: records.key, data: records.data }).from(records).where(inProject(projectKey));
  return rows.map((r) => ({ key: r.key, type: r.data.type as string | undefined, parentKey: (r.data.parentKey as string | undefined) || undefined }));
}
