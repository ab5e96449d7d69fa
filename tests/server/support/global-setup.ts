import { mkdir, writeFile } from 'node:fs/promises';
import { prepareDb } from '../../../src/server/db/prepare-db';
import { SNAPSHOT_PATH, TEMPLATE_DB, adminQuery, databaseUrlFor, usingPostgres } from './test-database';

/** Migrates and seeds one database for the whole run; test files copy it instead of seeding again. */
export default async function globalSetup() {
  if (usingPostgres()) {
    await adminQuery(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
    await adminQuery(`CREATE DATABASE ${TEMPLATE_DB}`);
    const database = await prepareDb({ databaseUrl: databaseUrlFor(TEMPLATE_DB), demo: true });
    await database.close();
    return;
  }
  const database = await prepareDb({ demo: true });
  const dump = await database.dump!();
  await database.close();
  await mkdir('.tmp', { recursive: true });
  await writeFile(SNAPSHOT_PATH, Buffer.from(await dump.arrayBuffer()));
}
