import { readFileSync } from 'node:fs';
import { projectPath } from '../../project-root';

/**
 * A database's schema migration level: how many of drizzle's migrations it has applied and the
 * last one's name (from this code's migration journal), so an operator sees which version of
 * Mapato a backup belongs to, and a restore refuses a backup newer than the code restoring it.
 */
export type MigrationLevel = { applied: number; latest: string | null; latestAt: string | null };

type Journal = { entries: { idx: number; when: number; tag: string }[] };

const journalPath = projectPath('src/server/db/migrations/meta/_journal.json');

/** The migrations this code ships, in order. */
export const knownMigrations = () => (JSON.parse(readFileSync(journalPath, 'utf8')) as Journal).entries;

/** Any engine's raw query (a pg client or PGlite): rows as plain objects. */
export type RawQuery = <Row>(text: string) => Promise<Row[]>;

/** Reads drizzle's own bookkeeping table (drizzle.__drizzle_migrations); level 0 when it is absent. */
export async function readMigrationLevel(query: RawQuery): Promise<MigrationLevel> {
  const [{ present }] = await query<{ present: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!present) return { applied: 0, latest: null, latestAt: null };
  const [row] = await query<{ applied: number; latest: string | null }>(
    'select count(*)::int as applied, max(created_at)::text as latest from drizzle.__drizzle_migrations',
  );
  if (!row.latest) return { applied: row.applied, latest: null, latestAt: null };
  const when = Number(row.latest);
  const entry = knownMigrations().find((e) => e.when === when);
  return { applied: row.applied, latest: entry?.tag ?? `unknown migration of ${new Date(when).toISOString()}`, latestAt: new Date(when).toISOString() };
}

/**
 * Refuses a backup whose schema is newer than this code's migrations: the code would run on
 * tables it does not know. An older backup is fine: the server applies the missing migrations
 * at its next start.
 */
export function newerThanThisCode(level: MigrationLevel): string | undefined {
  const known = knownMigrations();
  const last = known.at(-1);
  const latestAt = level.latestAt ? Date.parse(level.latestAt) : 0;
  if (level.applied <= known.length && (!last || latestAt <= last.when)) return undefined;
  return (
    `This backup's schema is newer than this version of Mapato (it has ${level.applied} migrations up to ${level.latest}; ` +
    `this code knows ${known.length}, up to ${last?.tag ?? 'none'}). Restore it with the version that made it.`
  );
}
