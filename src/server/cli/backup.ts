import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { DataDirInUse } from '../db/data-dir-lock';
import { BackupRefusal } from '../services/backup/backup-files';
import { backupPglite, backupPostgres } from '../services/backup/backup-database';

/**
 * `npm run backup [-- --out DIR]`: a consistent backup of the database the server is configured
 * for, into DIR (BACKUP_DIR, or ./backups): pg_dump's custom format of DATABASE_URL while the
 * service runs, or the embedded database in DATA_DIR with the server stopped. Beside the archive:
 * `.sha256` and `.manifest.json`. Exit 0 done, 1 refused or failed, 2 usage.
 */
async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log('Usage: npm run backup [-- --out DIR]   (DATABASE_URL for PostgreSQL, otherwise the embedded database in DATA_DIR)');
    return;
  }
  const config = readConfig();
  const outDir = resolve(values.out ?? process.env.BACKUP_DIR ?? './backups');
  const { archive, manifest } = config.databaseUrl ? await backupPostgres(config.databaseUrl, outDir) : await backupPglite(config.dataDir, outDir);
  console.log(`Backup of the ${manifest.engine === 'postgres' ? 'PostgreSQL' : 'embedded'} database as of ${manifest.snapshotAt}`);
  console.log(`  ${archive} (${manifest.bytes} bytes)`);
  console.log(`  ${archive}.sha256 (SHA-256 ${manifest.sha256})`);
  console.log(`  ${archive}.manifest.json (${manifest.migrations.applied} migrations, up to ${manifest.migrations.latest ?? 'none'})`);
  console.log('Copy all three off this machine. Restore with: npm run restore -- ' + archive);
}

main().catch((error) => {
  if (error instanceof DataDirInUse) {
    console.error(
      `${error.message}\nThe embedded database is backed up with the server stopped (stop it, run npm run backup, start it again: a few seconds). ` +
        'An installation that cannot stop runs on PostgreSQL, where backups are online.',
    );
    process.exit(1);
  }
  console.error(error instanceof BackupRefusal || error instanceof Error ? error.message : error);
  process.exit(1);
});
