import { existsSync, readdirSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { lockDataDir, removeStaleLocks } from '../../db/data-dir-lock';
import { BackupRefusal } from './backup-files';
import { embeddedQuery, openEmbedded } from './embedded-engine';
import { readMigrationLevel, type MigrationLevel, type RawQuery } from './migration-level';
import { libpqConnection, runPostgresTool } from './postgres-tools';

/** At most this many names are quoted when a target is refused as not empty. */
const NAMED = 5;

/** What a non-empty database holds: its tables, views, sequences, and schemas of its own. */
const OCCUPANTS = `
  select n.nspname || '.' || c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
     and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
  union all
  select nspname || ' (schema)' from pg_namespace
   where nspname not in ('public', 'information_schema') and nspname not like 'pg\\_%'
  order by 1`;

const listed = (names: string[]) => `${names.slice(0, NAMED).join(', ')}${names.length > NAMED ? `, … (${names.length} in all)` : ''}`;

/**
 * PostgreSQL: pg_restore into DATABASE_URL's database, which must be empty (an operator creates
 * it: `createdb NAME`). One transaction and stop at the first error, so a failed restore leaves
 * the database as empty as it was; objects are owned by the restoring role (the application's),
 * not by whoever owned them where the backup was made.
 */
export async function restorePostgres(archive: string, databaseUrl: string): Promise<MigrationLevel> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'mapato-restore' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(OCCUPANTS);
    if (rows.length) {
      throw new BackupRefusal(
        `The database ${client.database} is not empty: it holds ${listed(rows.map((r) => r.name))}. ` +
          'A restore goes only into an empty database, so nothing is overwritten: create one (createdb NAME) and point DATABASE_URL at it.',
      );
    }
  } finally {
    await client.end().catch(() => undefined);
  }
  const { dbname, env } = libpqConnection(databaseUrl);
  await runPostgresTool(
    'pg_restore',
    ['--exit-on-error', '--single-transaction', '--no-owner', '--no-acl', '--no-password', `--dbname=${dbname}`, archive],
    env,
  );
  const after = new pg.Client({ connectionString: databaseUrl, application_name: 'mapato-restore' });
  after.on('error', () => undefined);
  await after.connect();
  try {
    const query: RawQuery = async <Row>(text: string) => (await after.query(text)).rows as Row[];
    return await readMigrationLevel(query);
  } finally {
    await after.end().catch(() => undefined);
  }
}

/**
 * The embedded engine: the archive is unpacked by PGlite into DATA_DIR, which must be empty or
 * absent, while this process holds the directory (a server started meanwhile is refused). The
 * lock file that the backing-up process left in the archive is removed. A failed restore
 * empties the directory again.
 */
export async function restorePglite(archive: string, dataDir: string): Promise<MigrationLevel> {
  const existed = existsSync(dataDir);
  const lock = lockDataDir(dataDir);
  const mine = new Set(readdirSync(dataDir));
  let loaded = false;
  let restored = false;
  try {
    if (mine.size > 1) {
      const holdsDatabase = mine.has('PG_VERSION');
      throw new BackupRefusal(
        `${dataDir} is not empty${holdsDatabase ? ': it holds a database' : ` (${mine.size - 1} entries)`}. ` +
          'A restore goes only into an empty data directory, so nothing is overwritten: point DATA_DIR at a new directory.',
      );
    }
    loaded = true;
    const client = await openEmbedded(dataDir, new Blob([await readFile(archive)]));
    try {
      const level = await readMigrationLevel(embeddedQuery(client));
      removeStaleLocks(dataDir, { allButMine: true });
      restored = true;
      return level;
    } finally {
      await client.close();
    }
  } catch (error) {
    if (loaded) {
      for (const entry of readdirSync(dataDir)) if (!mine.has(entry)) await rm(join(dataDir, entry), { recursive: true, force: true });
    }
    throw error;
  } finally {
    lock.release();
    if (!restored && !existed) await rm(dataDir, { recursive: true, force: true });
  }
}
