import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectPath } from '../project-root';

/**
 * The database's functions and triggers live one a file in src/server/db/functions/<name>.sql
 * (CREATE OR REPLACE FUNCTION …, CREATE OR REPLACE TRIGGER …), their current definition only; the
 * migrations that first wrote them stay as history. After drizzle's migrations, every file is
 * applied in name order, in one transaction, so a fresh database and an old one end with the same
 * definitions.
 *
 * Applying rewrites catalog rows and takes each trigger's table lock, so it is done only when
 * needed: what was applied is written down in `drizzle.__sql_functions` (a checksum of the files,
 * and one of the catalog's definitions just after), and a start whose files and catalog still match
 * the last row applies nothing. A file changed, a migration that redefined or dropped a function or
 * trigger, or a hand edit of one in the database: the files are applied again.
 *
 * On PostgreSQL the caller holds the migration lock (open-db.ts): two instances starting at once
 * would otherwise rewrite the same catalog rows and one fail ("tuple concurrently updated").
 */
export const functionsFolder = projectPath('src/server/db/functions');

/** One connection's way to run SQL text (several statements) and read rows. */
export type SqlSession = {
  exec: (text: string) => Promise<void>;
  rows: <T>(text: string) => Promise<T[]>;
};

export type FunctionFile = { name: string; text: string };

/** The files in a stable order: by name. */
export function readFunctionFiles(folder = functionsFolder): FunctionFile[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(folder, name), 'utf8') }));
}

export function filesChecksum(files: readonly FunctionFile[]): string {
  const hash = createHash('sha256');
  for (const { name, text } of files) hash.update(`${name}\0${text}\0`);
  return hash.digest('hex');
}

/**
 * The definitions as the catalog holds them, read from plain catalog columns (pg_get_functiondef
 * costs about half a second on a cold embedded database): every SQL and PL/pgSQL function of the
 * public schema (the C functions are pg_trgm's) and every trigger that is not a constraint's, with
 * whether it is enabled.
 */
export const CATALOG_CHECKSUM_SQL = `select md5(
  coalesce((select string_agg(p.proname || ' ' || p.proargtypes::text || ' ' || p.prorettype::text || ' ' || p.provolatile::text
      || ' ' || coalesce(p.proconfig::text, '') || ' ' || p.prosrc, E'\\n' order by p.proname, p.proargtypes::text)
    from pg_proc p where p.pronamespace = 'public'::regnamespace and p.prolang <> 13), '')
  || E'\\n' ||
  coalesce((select string_agg(t.tgrelid::text || ' ' || t.tgname || ' ' || t.tgfoid::text || ' ' || t.tgtype::text || ' ' || t.tgenabled::text
      || ' ' || t.tgattr::text || ' ' || coalesce(t.tgqual::text, '') || ' ' || coalesce(t.tgnewtable::text, ''), E'\\n' order by t.tgrelid, t.tgname)
    from pg_trigger t where not t.tgisinternal), '')
) as checksum`;

const LEDGER = 'drizzle.__sql_functions';

export type FunctionsApplied = { applied: boolean; files: number; ms: number };

export async function applyFunctions(session: SqlSession, options: { force?: boolean; folder?: string } = {}): Promise<FunctionsApplied> {
  const started = performance.now();
  const files = readFunctionFiles(options.folder);
  const filesSum = filesChecksum(files);
  if (!options.force) {
    // The ledger is missing only before the first application (the query then fails: apply).
    const [state] = await session
      .rows<{ files: string | null; catalog: string | null; now: string }>(
        `select last.files_checksum as files, last.catalog_checksum as catalog, (${CATALOG_CHECKSUM_SQL}) as now
         from (select files_checksum, catalog_checksum from ${LEDGER} order by id desc limit 1) last`,
      )
      .catch(() => []);
    if (state && state.files === filesSum && state.catalog === state.now) return { applied: false, files: files.length, ms: performance.now() - started };
  }
  await session.exec('begin');
  try {
    await session.exec(`create schema if not exists drizzle;
      create table if not exists ${LEDGER} (
        id serial primary key, files_checksum text not null, catalog_checksum text not null, applied_at timestamptz not null default now())`);
    for (const file of files) {
      try {
        await session.exec(file.text);
      } catch (error) {
        throw new Error(`applying src/server/db/functions/${file.name} failed: ${(error as Error).message}`, { cause: error });
      }
    }
    const [{ checksum }] = await session.rows<{ checksum: string }>(CATALOG_CHECKSUM_SQL);
    await session.exec(`insert into ${LEDGER} (files_checksum, catalog_checksum) values ('${filesSum}', '${checksum}')`);
    await session.exec('commit');
  } catch (error) {
    // On a lost connection the rollback fails too: the first error is the one that says what went wrong.
    await session.exec('rollback').catch(() => undefined);
    throw error;
  }
  return { applied: true, files: files.length, ms: performance.now() - started };
}
