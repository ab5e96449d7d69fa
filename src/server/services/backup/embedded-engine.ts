import type { PGlite } from '@electric-sql/pglite';
import type { RawQuery } from './migration-level';

/**
 * The embedded engine opened as it is, without drizzle and without migrating: a backup copies
 * the database as found, a restore loads an archive. The same extensions as db/open-db.ts.
 */
export async function openEmbedded(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
}

export const embeddedQuery =
  (client: PGlite): RawQuery =>
  async <Row>(text: string) =>
    (await client.query<Row>(text)).rows;
