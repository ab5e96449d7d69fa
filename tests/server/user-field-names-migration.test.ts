import { afterEach, describe, expect, it } from 'vitest';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import * as schema from '../../src/server/db/schema';
import type { Db } from '../../src/server/db/open-db';
import { adminQuery, databaseUrlFor, usingPostgres } from './support/test-database';

/**
 * Migration 0004 gives the users' columns the API's names. A database that already holds users
 * must keep every value across it: the columns are renamed, never dropped and added again.
 */
const migrationsFolder = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));
const BEFORE_RENAME = '0004_user_field_names';

type Engine = { db: Db; migrate: (folder: string) => Promise<void>; close: () => Promise<void> };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** The migrations as they were before the rename, in a folder of their own. */
async function migrationsBeforeRename(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'mapato-migrations-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === BEFORE_RENAME);
  expect(cut).toBeGreaterThan(0);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

async function openEngine(): Promise<Engine> {
  if (usingPostgres()) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const name = `mapato_rename_${randomBytes(4).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const pool = new pg.Pool({ connectionString: databaseUrlFor(name), max: 2 });
    const db = drizzle(pool, { schema });
    return {
      db: db as unknown as Db,
      migrate: (folder) => migrate(db, { migrationsFolder: folder }),
      close: async () => {
        await pool.end();
        await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzle(client, { schema });
  return { db: db as unknown as Db, migrate: (folder) => migrate(db, { migrationsFolder: folder }), close: () => client.close() };
}

describe('renaming the user columns to the API names', () => {
  it('keeps every stored user, their role, organizations, citizen and last sign-in, and the role reference', async () => {
    const engine = await openEngine();
    cleanups.push(engine.close);
    await engine.migrate(await migrationsBeforeRename());
    await engine.db.execute(sql`insert into roles (key, name) values ('role-old', 'Old role')`);
    await engine.db
      .execute(sql`insert into users (key, user_name, password_hash, first_name, last_name, role_key, associated_establishment_keys, citizen_key, last_login_at)
      values ('user-old', 'ancien', 'hash', 'Ancien', 'Compte', 'role-old', '["est-a","est-b"]'::jsonb, 'cit-old', '2026-01-02T03:04:05Z')`);

    await engine.migrate(migrationsFolder);

    const [user] = await engine.db.select().from(schema.users).where(eq(schema.users.key, 'user-old'));
    expect(user).toMatchObject({
      userName: 'ancien',
      userRole: 'role-old',
      associatedEstablishmentKey: ['est-a', 'est-b'],
      _citizenKey: 'cit-old',
      lastLogin: new Date('2026-01-02T03:04:05Z'),
    });
    // The role still has to exist: the foreign key followed the column.
    const orphan = engine.db
      .insert(schema.users)
      .values({ key: 'user-orphan', userName: 'orphan', passwordHash: 'hash', firstName: 'O', lastName: 'R', userRole: 'no-such-role' });
    await expect(orphan).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23503' }) });
  });
});
