import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open-db';
import { establishments } from '../db/schema';
import { notFound } from '../app-error';
import { countAll, parseListQuery, type ListQuery, type ListSpec } from './list-query';

type EstablishmentRow = typeof establishments.$inferSelect;

export const toApiEstablishment = (row: EstablishmentRow) => ({
  _key: row.key, establishmentName: row.establishmentName, shortName: row.shortName, organizationNumber: row.organizationNumber,
  type: row.type, parentKey: row.parentKey, address: row.address, projectKey: row.projectKey, createdAt: row.createdAt, updatedAt: row.updatedAt,
});

const establishmentSpec: ListSpec = {
  fields: { establishmentName: establishments.establishmentName, type: establishments.type, parentKey: establishments.parentKey, createdAt: establishments.createdAt },
  search: [establishments.establishmentName, establishments.shortName, establishments.organizationNumber],
  defaultSort: ['establishmentName', 'ASC'],
};

export async function listEstablishments(db: Db, projectKey: string, query: ListQuery) {
  const list = parseListQuery(query, establishmentSpec, [eq(establishments.projectKey, projectKey)]);
  const rows = await db.select().from(establishments).where(list.where).orderBy(...list.orderBy).limit(list.limit).offset(list.offset);
  const [{ total }] = await db.select({ total: countAll }).from(establishments).where(list.where);
  return { rows: rows.map(toApiEstablishment), total, offset: list.offset };
}

/** A record of another project answers 404, exactly as one that does not exist. */
export async function getEstablishment(db: Db, projectKey: string, key: string) {
  const [row] = await db.select().from(establishments).where(and(eq(establishments.key, key), eq(establishments.projectKey, projectKey)));
  if (!row) throw notFound();
  return toApiEstablishment(row);
}

export type EstablishmentNode = { _key: string; establishmentName: string; type: string; children: EstablishmentNode[] };

/** The organization or bank tree of a project, for the user dialog's working-organization picker. */
export async function establishmentTree(db: Db, projectKey: string, typeKeys: string[]): Promise<EstablishmentNode[]> {
  const rows = await db.select().from(establishments).where(and(eq(establishments.projectKey, projectKey), inArray(establishments.type, typeKeys))).orderBy(establishments.establishmentName);
  const nodes = new Map(rows.map((r) => [r.key, { _key: r.key, establishmentName: r.establishmentName, type: r.type, children: [] as EstablishmentNode[] }]));
  const roots: EstablishmentNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.key)!;
    const parent = row.parentKey ? nodes.get(row.parentKey) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
