import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * PostgreSQL's own client programs, never a reimplementation: PG_BIN_DIR when set, else the
 * newest Debian/Ubuntu installation (/usr/lib/postgresql/<major>/bin; pg_dump must be at least
 * the server's version), else whatever is on PATH.
 */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const configured = process.env.PG_BIN_DIR?.trim();
  if (configured) return join(configured, name);
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const majors = readdirSync(root)
      .filter((entry) => /^\d+$/.test(entry) && existsSync(join(root, entry, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (majors.length) return join(root, majors[0], 'bin', name);
  }
  return name;
}

/**
 * The connection for libpq: the URL without its password, which travels in PGPASSWORD instead,
 * so it never shows in the process list.
 */
export function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a PostgreSQL program; a failure carries what it printed on stderr. */
export async function runPostgresTool(name: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const binary = postgresTool(name);
  try {
    const { stdout } = await run(binary, args, { env, maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') throw new Error(`${name} was not found (${binary}): install PostgreSQL's client programs or set PG_BIN_DIR.`);
    throw new Error(`${name} failed: ${(failure.stderr ?? '').trim() || failure.message}`);
  }
}
