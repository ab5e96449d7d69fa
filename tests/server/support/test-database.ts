import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb, type Database } from '../../../src/server/db/open-db';

/** The seeded PGlite snapshot global-setup writes once, loaded afresh by every test file. */
/** TEST_RUN_NAME separates runs that share a machine (two suites at once must not share a template). */
const runName = process.env.TEST_RUN_NAME ?? '';
export const SNAPSHOT_PATH = `.tmp/test-seed${runName ? `-${runName}` : ''}.tar.gz`;
/** On PostgreSQL, global-setup seeds this template; every test file gets its own copy. */
export const TEMPLATE_DB = `mapato_test_template${runName ? `_${runName}` : ''}`;

export const usingPostgres = () => Boolean(process.env.DATABASE_URL);

export function databaseUrlFor(name: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A private, migrated and seeded database for one test file, on the engine the run targets. */
export async function openTestDatabase(): Promise<Database> {
  if (!usingPostgres()) {
    const snapshot = await readFile(SNAPSHOT_PATH);
    return openDb({ loadDataDir: new Blob([snapshot]) });
  }
  const name = `mapato_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  const database = await openDb({ databaseUrl: databaseUrlFor(name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
    },
  };
}
