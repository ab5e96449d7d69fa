import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig } from '../config';
import { openDb } from '../db/open-db';
import { reportAuditVerification } from '../services/audit-chain/audit-report';

/**
 * `npm run audit:verify`: checks the hash chains of the audit trail (user_activity,
 * tax_note_events) on DATABASE_URL, or on the embedded database in DATA_DIR (stop the server
 * first: an embedded database has one user at a time). Exit 0 intact, 1 broken, 2 no database.
 */
async function main() {
  const config = readConfig();
  if (!config.databaseUrl && !existsSync(join(config.dataDir, 'PG_VERSION'))) {
    console.error(`No database in ${config.dataDir}: set DATA_DIR or DATABASE_URL.`);
    process.exit(2);
  }
  const database = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
  try {
    process.exitCode = await reportAuditVerification(database.db, (line) => console.log(line));
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
