import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type both engines share: drizzle's PostgreSQL dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Database = { db: Db; engine: 'pglite' | 'postgres'; close: () => Promise<void>; dump?: () => Promise<Blob> };

export type OpenDbOptions = {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; undefined keeps the database in memory (tests). */
  dataDir?: string;
  /** A PGlite data directory dump to start from (tests load one seeded snapshot). */
  loadDataDir?: Blob;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the database the configuration names and applies pending migrations. */
export async function openDb(options: OpenDbOptions): Promise<Database> {
  const database = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options);
  await database.migrate();
  return database;
}

async function openPostgres(url: string) {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DB_POOL_SIZE ?? 10) });
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Db,
    engine: 'postgres' as const,
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

async function openPglite(options: OpenDbOptions) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Db,
    engine: 'pglite' as const,
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
  };
}
