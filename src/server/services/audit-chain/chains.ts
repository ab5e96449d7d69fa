import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open-db';

/**
 * The hash-chained tables (migration 0024). A chain is one table's rows of one project; the
 * activity of no project (sign-ins, administration) is one more chain, `projectKey: null`.
 */
export const CHAINED_TABLES = ['user_activity', 'tax_note_events'] as const;
export type ChainedTable = (typeof CHAINED_TABLES)[number];
export type Chain = { table: ChainedTable; projectKey: string | null };

/** A chain's first row links to 32 zero bytes. */
export const GENESIS_HASH = '0'.repeat(64);

/** The head of a chain: its last row. */
export type ChainHead = Chain & { lastId: number; lastSeq: number; rowHash: string };

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The table's name as SQL: only ever one of CHAINED_TABLES, never caller text. */
export const tableSql = (table: ChainedTable) => sql.identifier(table);

/** Rows of the chain: `project_key = …`, or `is null` for the installation-wide chain (both use the chain's unique index). */
export const inChain = ({ projectKey }: Chain) => (projectKey === null ? sql`project_key is null` : sql`project_key = ${projectKey}`);

/**
 * Every chain of a table: the installation-wide one if it has rows, then one per project key
 * present, found by hopping along the (project, position) index rather than reading the table.
 */
export async function chainsOf(db: Db, table: ChainedTable): Promise<Chain[]> {
  const t = tableSql(table);
  const keys = await rowsOf<{ key: string | null }>(
    db,
    sql`with recursive keys(key) as (
          (select project_key from ${t} where project_key is not null order by project_key limit 1)
          union all
          select (select project_key from ${t} where project_key > keys.key order by project_key limit 1) from keys where keys.key is not null
        )
        select key from keys where key is not null`,
  );
  const chains: Chain[] = keys.map(({ key }) => ({ table, projectKey: key }));
  if (table === 'user_activity' && (await rowsOf(db, sql`select 1 from ${t} where project_key is null limit 1`)).length)
    chains.unshift({ table, projectKey: null });
  return chains;
}

/** The chain's last row, or undefined for a chain with no row yet. */
export async function chainHead(db: Db, chain: Chain): Promise<ChainHead | undefined> {
  const [row] = await rowsOf<{ id: string; seq: string; hash: string }>(
    db,
    sql`select id::text as id, chain_seq::text as seq, encode(row_hash, 'hex') as hash from ${tableSql(chain.table)}
        where ${inChain(chain)} order by chain_seq desc limit 1`,
  );
  return row && { ...chain, lastId: Number(row.id), lastSeq: Number(row.seq), rowHash: row.hash };
}
