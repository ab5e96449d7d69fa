import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyFunctions, readFunctionFiles, type SqlSession } from '../../src/server/db/apply-functions';
import type { Database } from '../../src/server/db/open-db';
import { projectPath } from '../../src/server/project-root';
import { openTestDatabase } from './support/test-database';

/**
 * The database's functions and triggers have their current definition in
 * src/server/db/functions/<name>.sql, applied after the migrations (apply-functions.ts): every one
 * has its file, applying is idempotent and cheap when nothing changed, an old database (an older
 * definition, a trigger missing or switched off, no record of an application) ends with the same
 * definitions as a fresh one. (Several instances starting at once: sql-functions-startup.postgres.test.ts.)
 */
let database: Database;
let session: SqlSession & { close: () => Promise<void> };

/** A connection of the test's own to the test database, to run file-like SQL text. */
async function sessionOf(db: Database): Promise<SqlSession & { close: () => Promise<void> }> {
  if (db.engine === 'postgres') {
    const client = new pg.Client({ connectionString: db.connectionString });
    await client.connect();
    return {
      exec: async (text) => void (await client.query(text)),
      rows: async <T>(text: string) => (await client.query(text)).rows as T[],
      close: () => client.end(),
    };
  }
  const client = (db.db as unknown as { $client: { exec: (t: string) => Promise<unknown>; query: <T>(t: string) => Promise<{ rows: T[] }> } }).$client;
  return {
    exec: async (text) => void (await client.exec(text)),
    rows: async <T>(text: string) => (await client.query<T>(text)).rows,
    close: async () => undefined,
  };
}

/** Every definition, as PostgreSQL prints it back. */
const DEFINITIONS_SQL = `
  select 'function ' || p.oid::regprocedure::text as name, pg_get_functiondef(p.oid) as definition
  from pg_proc p where p.pronamespace = 'public'::regnamespace and p.prolang <> 13
  union all
  select 'trigger ' || t.tgrelid::regclass::text || '.' || t.tgname, t.tgenabled::text || ' ' || pg_get_triggerdef(t.oid)
  from pg_trigger t where not t.tgisinternal
  order by 1`;

beforeAll(async () => {
  database = await openTestDatabase();
  session = await sessionOf(database);
});
afterAll(async () => {
  await session.close();
  await database.close();
});

describe('src/server/db/functions/', () => {
  it('holds one file per database function, named after it, and creates every trigger', async () => {
    const files = readFunctionFiles();
    const functions = await session.rows<{ name: string }>(
      `select distinct p.proname as name from pg_proc p where p.pronamespace = 'public'::regnamespace and p.prolang <> 13 order by 1`,
    );
    expect(files.map((f) => f.name)).toEqual(functions.map((f) => `${f.name}.sql`));
    for (const { name, text } of files) {
      expect(text, name).toMatch(new RegExp(`^CREATE OR REPLACE FUNCTION ${name.replace(/\.sql$/, '')}\\(`, 'm'));
      expect(text, `${name} says why it is in SQL`).toMatch(/^-- Why in SQL:/m);
      expect(text, `${name} names its TypeScript twin (or says it has none)`).toMatch(/^-- TypeScript twin:/m);
      expect(text, `${name}: a trigger is created idempotently`).not.toMatch(/^CREATE TRIGGER/m);
    }
    const triggers = await session.rows<{ name: string }>(`select tgname as name from pg_trigger where not tgisinternal order by 1`);
    const all = files.map((f) => f.text).join('\n');
    for (const { name } of triggers) expect(all, `trigger ${name}`).toContain(`CREATE OR REPLACE TRIGGER ${name} `);
  });

  it('were applied when the seeded database was made, and applying again changes nothing', async () => {
    expect(database.functions).toMatchObject({ applied: false, files: readFunctionFiles().length });
    const before = await session.rows(DEFINITIONS_SQL);
    expect(await applyFunctions(session)).toMatchObject({ applied: false });
    expect(await applyFunctions(session, { force: true })).toMatchObject({ applied: true });
    expect(await applyFunctions(session, { force: true })).toMatchObject({ applied: true });
    expect(await session.rows(DEFINITIONS_SQL)).toEqual(before);
    expect(await applyFunctions(session)).toMatchObject({ applied: false });
  });

  it('bring an old database to the same definitions as a fresh one', async () => {
    const fresh = await session.rows(DEFINITIONS_SQL);
    // An old database: the accounting trigger function as migration 0017 left it, the postings
    // trigger gone, an append-only guard switched off, and no record of any application.
    const migration0017 = readFileSync(projectPath('src/server/db/migrations/0017_report_write_time_facts.sql'), 'utf8');
    const oldWeigh = migration0017.slice(migration0017.indexOf('CREATE OR REPLACE FUNCTION tax_note_items_weigh'), migration0017.indexOf('$$;') + 3);
    await session.exec(oldWeigh);
    await session.exec(`drop trigger payments_item_shares on payments;
      alter table payments disable trigger payments_append_only;
      drop table drizzle.__sql_functions`);
    expect(await session.rows(DEFINITIONS_SQL)).not.toEqual(fresh);
    expect(await applyFunctions(session)).toMatchObject({ applied: true });
    expect(await session.rows(DEFINITIONS_SQL)).toEqual(fresh);
    // A hand edit of one function, the ledger left as it was: the catalog no longer matches, the files are applied again.
    await session.exec(`CREATE OR REPLACE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END; $$`);
    expect(await applyFunctions(session)).toMatchObject({ applied: true });
    expect(await session.rows(DEFINITIONS_SQL)).toEqual(fresh);
  });
});
