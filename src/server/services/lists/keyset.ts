import { asc, desc, is, sql, type SQL } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';

/** Where a keyset read stopped: the last row's sort value (as text, null for none) and key. */
export type ListCursor = { value: string | null; key: string };

/**
 * How a caller reads one page. `after` (null for the first page) asks for a keyset read: rows
 * after that cursor in the list's order, and the answer carries `next`. `countUpTo` counts the
 * matches up to that bound instead of the list's cap; `count: false` skips the count.
 */
export type PageOptions = { count?: boolean; countUpTo?: number; after?: ListCursor | null };

export type Keyset = {
  orderBy: SQL[];
  /** The sort value as text, selected with each row so the last one becomes the cursor. */
  sortValue: SQL<string | null>;
  /** What follows a cursor, as conditions to read one after the other until a page is full. */
  after: (cursor: ListCursor) => SQL[];
};

/**
 * The order (sort field, then key) of a dedicated table's list, and how to resume it. The value
 * travels as text and is cast back to the column's own type, so a timestamp keeps its
 * microseconds and a tie at a page boundary is broken by the key, never skipped or repeated.
 * A derived field (a state computed in SQL, a folded name) is compared as text and may be null
 * unless the caller knows better.
 */
export function keysetOf(sort: PgColumn | SQL, key: PgColumn, direction: 'ASC' | 'DESC', nullable = !(is(sort, PgColumn) && sort.notNull)): Keyset {
  const column = is(sort, PgColumn) ? sort : undefined;
  const type = column ? column.getSQLType() : 'text';
  const order = direction === 'DESC' ? desc : asc;
  return {
    orderBy: [order(sort), order(key)],
    sortValue: sql<string | null>`cast(${sort} as text)`,
    after: (cursor) => {
      // PostgreSQL puts nulls last ascending and first descending; a row comparison with a null is
      // never true, so the nulls are their own read. The row comparison alone keeps each read an
      // index range scan on (scope, sort, key).
      const value = cursor.value === null ? undefined : sql`cast(${cursor.value} as ${sql.raw(type)})`;
      if (direction === 'ASC') {
        if (!value) return [sql`(${sort} is null and ${key} > ${cursor.key})`];
        return nullable ? [sql`(${sort}, ${key}) > (${value}, ${cursor.key})`, sql`${sort} is null`] : [sql`(${sort}, ${key}) > (${value}, ${cursor.key})`];
      }
      if (!value) return [sql`(${sort} is null and ${key} < ${cursor.key})`, sql`${sort} is not null`];
      return [sql`(${sort}, ${key}) < (${value}, ${cursor.key})`];
    },
  };
}

/**
 * Reads a page: by offset, or (the offset ignored) after a cursor through each of the keyset's conditions in turn
 * until `limit` rows are read. `read` runs the list's own query with one more condition.
 */
export async function readPage<Row>(
  keyset: Keyset,
  options: PageOptions,
  page: { offset: number; limit: number },
  read: (after: SQL | undefined, count: number, skip: number) => Promise<Row[]>,
): Promise<Row[]> {
  if (!options.after) return read(undefined, page.limit, page.offset);
  let rows: Row[] = [];
  for (const after of keyset.after(options.after)) {
    if (rows.length >= page.limit) break;
    rows = rows.concat(await read(after, page.limit - rows.length, 0));
  }
  return rows;
}
