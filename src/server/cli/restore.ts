import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { DataDirInUse } from '../db/data-dir-lock';
import { BackupRefusal, sniffEngine, verifyBackup } from '../services/backup/backup-files';
import { newerThanThisCode } from '../services/backup/migration-level';
import { restorePglite, restorePostgres } from '../services/backup/restore-database';

/**
 * `npm run restore -- FILE`: verifies the backup's SHA-256, then loads it into an EMPTY database:
 * pg_restore into DATABASE_URL (a PostgreSQL backup), or an embedded data directory unpacked into
 * DATA_DIR (an embedded backup). A database or directory that holds anything is refused, so a
 * restore never overwrites data. Exit 0 restored, 1 refused or failed, 2 usage.
 */
async function main() {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) {
    console.error('Usage: npm run restore -- FILE   (FILE: a .dump or .tar.gz written by npm run backup, with its .sha256 beside it)');
    process.exit(2);
  }
  const archive = resolve(positionals[0]);
  const { sha256, manifest } = await verifyBackup(archive);
  console.log(`Checksum verified: SHA-256 ${sha256}`);
  const engine = manifest?.engine ?? (await sniffEngine(archive));
  if (!engine) throw new BackupRefusal(`${archive} is neither a pg_dump archive nor an embedded database archive.`);
  const newer = manifest && newerThanThisCode(manifest.migrations);
  if (newer) throw new BackupRefusal(newer);
  const config = readConfig();
  if (engine === 'postgres' && !config.databaseUrl) {
    throw new BackupRefusal('This is a PostgreSQL backup: set DATABASE_URL to the empty database to restore it into.');
  }
  if (engine === 'pglite' && config.databaseUrl) {
    throw new BackupRefusal('This is a backup of the embedded database: unset DATABASE_URL and set DATA_DIR to an empty directory to restore it into.');
  }
  const level = engine === 'postgres' ? await restorePostgres(archive, config.databaseUrl!) : await restorePglite(archive, config.dataDir);
  const target = engine === 'postgres' ? `database ${new URL(config.databaseUrl!).pathname.slice(1)}` : config.dataDir;
  console.log(
    `Restored into ${target}${manifest ? `, contents as of ${manifest.snapshotAt}` : ''}: ${level.applied} migrations, up to ${level.latest ?? 'none'}.`,
  );
  console.log('Start the server (it applies any newer migrations), then check the audit trail: npm run audit:verify');
}

main().catch((error) => {
  console.error(error instanceof DataDirInUse ? `${error.message} A restore needs the server stopped.` : error instanceof Error ? error.message : error);
  process.exit(1);
});
