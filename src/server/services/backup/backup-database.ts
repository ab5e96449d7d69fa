import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { lockDataDir } from '../../db/data-dir-lock';
import { archiveName, BackupRefusal, discardPartial, publishBackup, type BackupManifest } from './backup-files';
import { embeddedQuery, openEmbedded } from './embedded-engine';
import { readMigrationLevel, type RawQuery } from './migration-level';
import { libpqConnection, runPostgresTool } from './postgres-tools';

export type BackupResult = { archive: string; manifest: BackupManifest };

/**
 * PostgreSQL, online: pg_dump in its custom format (compressed, restorable table by table) while
 * the service keeps running. The snapshot is exported by a transaction of our own that first reads
 * the migration level, and pg_dump reads that very snapshot (`--snapshot`), so the manifest
 * describes exactly the dumped state and `snapshotAt` is a moment before it: every change
 * committed earlier is in the archive, nothing half-committed ever is.
 */
export async function backupPostgres(databaseUrl: string, outDir: string): Promise<BackupResult> {
  await mkdir(outDir, { recursive: true });
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'mapato-backup' });
  let lost: Error | undefined;
  // A dropped connection rejects the pending query; without a listener it would end the process.
  client.on('error', (error) => (lost = error));
  await client.connect();
  let partial: string | undefined;
  try {
    // The exporting transaction stays open, idle, for as long as pg_dump runs.
    await client.query('set statement_timeout = 0');
    await client.query('set idle_in_transaction_session_timeout = 0');
    await client.query('begin isolation level repeatable read read only');
    const {
      rows: [exported],
    } = await client.query<{ snapshot: string; snapshotAt: Date; serverVersion: string }>(
      `select pg_export_snapshot() as snapshot, now() as "snapshotAt", version() as "serverVersion"`,
    );
    const query: RawQuery = async <Row>(text: string) => (await client.query(text)).rows as Row[];
    const migrations = await readMigrationLevel(query);
    const archive = join(outDir, archiveName('postgres', exported.snapshotAt));
    partial = `${archive}.partial`;
    const { dbname, env } = libpqConnection(databaseUrl);
    await runPostgresTool('pg_dump', ['--format=custom', `--snapshot=${exported.snapshot}`, `--file=${partial}`, '--no-password', `--dbname=${dbname}`], env);
    const dumpTool = (await runPostgresTool('pg_dump', ['--version'], env)).trim();
    await client.query('commit');
    if (lost) throw lost;
    const manifest = await publishBackup(partial, archive, {
      engine: 'postgres',
      snapshotAt: exported.snapshotAt.toISOString(),
      migrations,
      serverVersion: exported.serverVersion,
      dumpTool,
    });
    return { archive, manifest };
  } catch (error) {
    if (partial) await discardPartial(partial);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The embedded engine, offline: the data directory is taken for this process (refused while the
 * server or another command has it, see db/data-dir-lock.ts), opened without migrating, and
 * dumped whole by PGlite (`dumpDataDir`, a gzipped tar that PGlite loads back). Why offline, and
 * not an endpoint of the running server: see README, "Backups and restores".
 */
export async function backupPglite(dataDir: string, outDir: string): Promise<BackupResult> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new BackupRefusal(`No embedded database in ${dataDir}: set DATA_DIR to the server's data directory, or DATABASE_URL for PostgreSQL.`);
  }
  await mkdir(outDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  let partial: string | undefined;
  try {
    const client = await openEmbedded(dataDir);
    let archive: string;
    let describe: Parameters<typeof publishBackup>[2];
    try {
      const query = embeddedQuery(client);
      const [{ snapshotAt, serverVersion }] = await query<{ snapshotAt: Date; serverVersion: string }>(
        `select now() as "snapshotAt", version() as "serverVersion"`,
      );
      describe = { engine: 'pglite', snapshotAt: snapshotAt.toISOString(), migrations: await readMigrationLevel(query), serverVersion };
      archive = join(outDir, archiveName('pglite', snapshotAt));
      partial = `${archive}.partial`;
      const dump = await client.dumpDataDir('gzip');
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
    const manifest = await publishBackup(partial, archive, describe);
    return { archive, manifest };
  } catch (error) {
    if (partial) await discardPartial(partial);
    throw error;
  } finally {
    lock.release();
  }
}
