import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import type { PoolClient } from 'pg';
import { pgliteStartParams } from './pglite-settings';
import { currentStatementTimeout, readStatementTimeouts, type StatementTimeouts } from './statement-timeout';
import { quickConnectClientClass, surviveConnectionLosses } from './connection-losses';
import { projectPath } from '../project-root';
import { applyFunctions, type FunctionsApplied } from './apply-functions';

export type Schema = typeof schema;
/** The one database type both engines share: drizzle's PostgreSQL dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Database = {
  db: Db;
  /**
   * Where reports, exports and dashboards read: a PostgreSQL streaming replica when
   * READ_DATABASE_URL names one (read-only, possibly a little behind the primary), else `db`.
   */
  readDb: Db;
  engine: 'pglite' | 'postgres';
  close: () => Promise<void>;
  dump?: () => Promise<Blob>;
  /** What the last migration step did with src/server/db/functions/ (applied, or nothing to do, and its time). */
  functions?: FunctionsApplied;
  /** PostgreSQL only: the server's address, for a connection of its own (an export's slot lock). */
  connectionString?: string;
  /** PostgreSQL only (PGlite never cancels a statement): read at every checkout, so a test may shorten them. */
  statementTimeouts?: StatementTimeouts;
  /** PostgreSQL only: the pool's connections now, for /metrics (PGlite has one connection, no pool). */
  poolStats?: () => PoolStats;
};

/** pg.Pool's own counters: connections open, idle among them, and checkouts waiting for one. */
export type PoolStats = { total: number; idle: number; waiting: number };

export type OpenDbOptions = {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string;
  /** postgres://… of a read-only replica for reports, exports and dashboards (PostgreSQL only). */
  readDatabaseUrl?: string;
  /** PGlite data directory; undefined keeps the database in memory (tests). */
  dataDir?: string;
  /** A PGlite data directory dump to start from (tests load one seeded snapshot). */
  loadDataDir?: Blob;
  /** Statement timeouts on PostgreSQL; by default from STATEMENT_TIMEOUT_MS and LONG_STATEMENT_TIMEOUT_MS. */
  statementTimeouts?: StatementTimeouts;
};

const migrationsFolder = projectPath('src/server/db/migrations');

/** Opens the database the configuration names and applies pending migrations. */
export async function openDb(options: OpenDbOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.statementTimeouts ?? readStatementTimeouts(), options.readDatabaseUrl)
    : await openPglite(options);
  const functions = await database.migrate();
  return Object.assign(database, { functions });
}

async function openPostgres(url: string, statementTimeouts: StatementTimeouts, readUrl?: string) {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const QuickConnectClient = quickConnectClientClass(pg);
  const timeouts = { ...statementTimeouts };
  /** The statement_timeout each pooled connection was last given. */
  const given = new WeakMap<object, number>();
  /**
   * Every checkout (a lone query or a transaction) first sets the connection's statement_timeout
   * to the kind of work asking for it (read when the checkout is asked for, in the caller's
   * context), when it differs from what the connection already has.
   */
  type Done = (release?: unknown) => void;
  type Callback = (err: Error | undefined, client: PoolClient | undefined, done: Done) => void;
  class TimedPool extends pg.Pool {
    connect(): Promise<PoolClient>;
    connect(callback: Callback): void;
    connect(callback?: Callback) {
      const wanted = currentStatementTimeout(timeouts);
      const prepare = async (client: PoolClient) => {
        if (given.get(client) === wanted) return;
        given.delete(client);
        await client.query(`set statement_timeout = ${Math.trunc(wanted)}`);
        given.set(client, wanted);
      };
      if (!callback) {
        return super.connect().then(async (client) => {
          try {
            await prepare(client);
          } catch (error) {
            client.release(error as Error);
            throw error;
          }
          return client;
        });
      }
      return super.connect((err, client, done) => {
        if (err || !client) return callback(err, client, done);
        prepare(client).then(
          () => callback(undefined, client, done),
          (error: Error) => {
            done(error);
            callback(error, undefined, () => undefined);
          },
        );
      });
    }
  }
  const pool = new TimedPool({
    connectionString: url,
    max: Number(process.env.DB_POOL_SIZE ?? 10),
    // A database that cannot be reached answers 503 in seconds rather than holding requests forever.
    Client: QuickConnectClient,
  });
  surviveConnectionLosses(pool);
  const db = drizzle(pool, { schema });
  // The replica's sessions are read-only even when the address names the primary by mistake.
  const readPool = readUrl
    ? new TimedPool({
        connectionString: readUrl,
        max: Number(process.env.DB_POOL_SIZE ?? 10),
        options: '-c default_transaction_read_only=on',
        Client: QuickConnectClient,
      })
    : undefined;
  // A replica restarting drops its connections, idle or busy: the pool replaces them, the process must not die.
  if (readPool) surviveConnectionLosses(readPool);
  return {
    db: db as unknown as Db,
    readDb: (readPool ? drizzle(readPool, { schema }) : db) as unknown as Db,
    engine: 'postgres' as const,
    connectionString: url,
    statementTimeouts: timeouts,
    poolStats: (): PoolStats => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    migrate: async () => {
      // Migrations and the functions on one connection holding a session lock, so several instances
      // starting at once take turns (a second finds nothing left to do) instead of rewriting the
      // same catalog rows together ("tuple concurrently updated"). Ending the connection frees it.
      const client = new QuickConnectClient({ connectionString: url });
      await client.connect();
      try {
        await client.query(`select pg_advisory_lock(hashtext('mapato migrations'))`);
        await migrate(drizzle(client), { migrationsFolder });
        return await applyFunctions({
          exec: async (text) => void (await client.query(text)),
          rows: async <T>(text: string) => (await client.query(text)).rows as T[],
        });
      } finally {
        await client.end();
      }
    },
    close: async () => {
      await readPool?.end();
      await pool.end();
    },
  };
}

async function openPglite(options: OpenDbOptions) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // One process at a time on a data directory: PGlite itself would let a second one in (data-dir-lock.ts).
  const lock = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    startParams: pgliteStartParams(PGlite.defaultStartParams),
  }).catch((error: unknown) => {
    lock?.release();
    throw error;
  });
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Db,
    readDb: db as unknown as Db,
    engine: 'pglite' as const,
    // One process has the data directory (data-dir-lock.ts): no lock needed around the migrations.
    migrate: async () => {
      await migrate(db, { migrationsFolder });
      return applyFunctions({
        exec: async (text) => void (await client.exec(text)),
        rows: async <T>(text: string) => (await client.query<T>(text)).rows,
      });
    },
    close: () => client.close().finally(() => lock?.release()),
    dump: () => client.dumpDataDir('gzip'),
  };
}
