import { and, asc, desc, eq, getTableColumns, gte, ilike, inArray, is, lte, or, sql, type SQL } from 'drizzle-orm';
import { PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { keysetOf, type Keyset } from './lists/keyset';
import type { Db } from '../db/open-db';
import { entityOf } from './records/entity-registry';
import type { FastifyReply } from 'fastify';
import { foldedText } from '../db/folded-text';
import { escapeLike, invalidList, ownEntry, parseListParams, type ListQuery } from './lists/list-params';

export { listQuerySchema, MAX_PAGE_SIZE, type ListQuery } from './lists/list-params';

export type ListSpec = {
  /** Fields a client may sort and filter on (indexed columns), by their API name. */
  fields: Record<string, PgColumn>;
  /** Columns the free-text `q` filter searches. */
  search?: PgColumn[];
  defaultSort: [string, 'ASC' | 'DESC'];
  /** Text a reader looks up by name: sorted as sortFold folds it (accents with their letter, case ignored). */
  names?: PgColumn[];
};

export type ParsedList = { where: SQL | undefined; orderBy: SQL[]; offset: number; limit: number };

/**
 * A dedicated table's list spec drawn from its entity schema: every field the schema lets a
 * screen sort or filter on is a column of the same name, so a filter the screen offers is one
 * the server accepts. Start-up fails when a schema names a field the table lacks.
 */
export function tableListSpec(
  resource: string,
  table: PgTable,
  options: { search?: PgColumn[]; extraFields?: Record<string, PgColumn>; names?: PgColumn[] } = {},
): ListSpec {
  const entity = entityOf(resource);
  if (!entity) throw new Error(`no schema declares the resource ${resource}`);
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const names = [...new Set([...entity.sortable, ...entity.views.filter])].filter((name) => name !== 'q');
  const fields: Record<string, PgColumn> = { ...options.extraFields };
  for (const name of names) {
    // A derived field (a state computed from columns) is given by the caller, not looked up.
    if (ownEntry(fields, name)) continue;
    const column = ownEntry(columns, name);
    if (!column) throw new Error(`${resource}: the schema lists ${name} for sorting or filtering, the table has no such column`);
    fields[name] = column;
  }
  for (const stamp of ['createdAt', 'updatedAt']) if (ownEntry(columns, stamp)) fields[stamp] = columns[stamp];
  return { fields, search: options.search, names: options.names, defaultSort: [entity.sortable[0] ?? 'createdAt', entity.sortable[0] ? 'ASC' : 'DESC'] };
}

/** What a list sorts `field` by: its column, or the folded text of a name (undefined for a field the spec lacks). */
export function sortKeyOf(spec: ListSpec, field: string): PgColumn | SQL | undefined {
  const column = ownEntry(spec.fields, field);
  return column && spec.names?.includes(column) ? foldedText(column) : column;
}

/** The keyset of a dedicated table's list sorted on `field` (a name by its folded text), ties broken by `key`. */
export function listKeyset(spec: ListSpec, field: string, key: PgColumn, direction: 'ASC' | 'DESC'): Keyset {
  const column = ownEntry(spec.fields, field);
  if (!column) throw invalidList('sort');
  return keysetOf(sortKeyOf(spec, field)!, key, direction, !(is(column, PgColumn) && column.notNull));
}

/** A value a column of that type can hold: numbers finite and within integer range, text as text. */
function fitsColumn(column: PgColumn, value: unknown): boolean {
  if (column.dataType === 'number') return typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) <= 2_147_483_647;
  return typeof value === column.dataType;
}

/** Lists of dedicated tables (users, roles, projects, activity): filters by equality or a value list. */
export function parseListQuery(query: ListQuery, spec: ListSpec, extra: SQL[] = []): ParsedList {
  const params = parseListParams(query, spec.defaultSort);
  const sortKey = sortKeyOf(spec, params.sort[0]);
  if (!sortKey) throw invalidList('sort');
  const conditions = [...extra];
  for (const [name, value] of params.filters) {
    if (name === 'q' && spec.search?.length) {
      if (typeof value !== 'string') throw invalidList('filter.q');
      const pattern = `%${escapeLike(value.trim())}%`;
      conditions.push(or(...spec.search.map((column) => ilike(column, pattern)))!);
      continue;
    }
    const range = /^(\w+)_(gte|lte)$/.exec(name);
    const rangeColumn = range ? ownEntry(spec.fields, range[1]) : undefined;
    if (range && rangeColumn) {
      const bound = rangeColumn.dataType === 'date' && typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value) : value;
      if (!(bound instanceof Date) && !fitsColumn(rangeColumn, bound)) throw invalidList(`filter.${name}`);
      conditions.push(range[2] === 'gte' ? gte(rangeColumn, bound) : lte(rangeColumn, bound));
      continue;
    }
    const column = ownEntry(spec.fields, name);
    if (!column) throw invalidList(`filter.${name}`);
    const values = Array.isArray(value) ? value : [value];
    if (!values.length || values.length > 500 || !values.every((v) => fitsColumn(column, v))) throw invalidList(`filter.${name}`);
    conditions.push(values.length === 1 ? eq(column, values[0]) : inArray(column, values));
  }
  const order = params.sort[1] === 'DESC' ? desc(sortKey) : asc(sortKey);
  return { where: conditions.length ? and(...conditions) : undefined, orderBy: [order], offset: params.offset, limit: params.limit };
}

/**
 * Past this many matches a list does not count them all: an exact count(*) of a million rows on
 * every page would cost more than the page. The total is then sent as unknown (`*`), and the
 * screen pages on without claiming a number.
 */
export const COUNT_CAP = 10_000;

/** The number of rows matching, counted up to `cap` + 1 (COUNT_CAP for a list's page). */
export async function cappedCount(db: Db, table: PgTable, where: SQL | undefined, cap = COUNT_CAP): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matching');
  const [{ total }] = await db.select({ total: countAll }).from(matching);
  return total;
}

/** ra-data-simple-rest reads the total from Content-Range (`*` when more than COUNT_CAP match). */
export function sendList<T>(reply: FastifyReply, resource: string, offset: number, rows: T[], total: number) {
  const end = rows.length ? offset + rows.length - 1 : offset;
  reply.header('Content-Range', `${resource} ${offset}-${end}/${total > COUNT_CAP ? '*' : total}`);
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
  return { error: false as const, data: rows };
}

export const countAll = sql<number>`cast(count(*) as integer)`;
