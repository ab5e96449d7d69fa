import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb, type Database } from '../../../src/server/db/open-db';
import { adminQuery, databaseUrlFor, SNAPSHOT_PATH, TEMPLATE_DB, usingPostgres } from '../support/test-database';

/**
 * A seeded database that outlives the processes using it, and real server processes on it
 * (`src/server/main.ts`, as `npm start` runs it): on PostgreSQL a database made from the test
 * template, on PGlite a data directory on disk made from the test snapshot. PGlite has one owner
 * at a time, so the test closes its own handle before starting a server and reopens it after.
 */
export type CrashStore = {
  /** Opens the database in this process (close it before a server starts, for PGlite). */
  open: () => Promise<Database>;
  /** Starts a server on the store, with `env` added (MAPATO_FAULT_AT …); resolves once it answers. */
  start: (env?: Record<string, string>) => Promise<ServerProcess>;
  remove: () => Promise<void>;
};

export type ServerProcess = {
  base: string;
  child: ChildProcess;
  /** Everything it printed, for failure messages. */
  output: () => string;
  /** Resolves with the signal that ended it (null for a clean exit). */
  exited: Promise<NodeJS.Signals | null>;
  /** SIGTERM, then SIGKILL if it has not ended within 20 s. */
  stop: () => Promise<void>;
};

export async function createCrashStore(): Promise<CrashStore> {
  const dir = await mkdtemp(join(tmpdir(), 'mapato-crash-'));
  // A client directory with an index.html, so the server does not build the client first.
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Mapato</title><div id="root"></div>');
  const dataDir = join(dir, 'data');
  let databaseUrl = '';
  let snapshot: Blob | undefined;
  if (usingPostgres()) {
    const name = `mapato_crash_${randomBytes(5).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
    databaseUrl = databaseUrlFor(name);
  } else {
    snapshot = new Blob([await readFile(SNAPSHOT_PATH)]);
  }
  const open = async () => {
    if (databaseUrl) return openDb({ databaseUrl });
    // The first opening writes the seeded snapshot into the data directory.
    const database = await openDb({ dataDir, loadDataDir: snapshot });
    snapshot = undefined;
    return database;
  };
  const start = (env: Record<string, string> = {}) => startServer(dir, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, CLIENT_DIR: dir, ...env });
  const remove = async () => {
    if (databaseUrl) await adminQuery(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
    await rm(dir, { recursive: true, force: true });
  };
  return { open, start, remove };
}

async function startServer(dir: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = 20_000 + Math.floor(Math.random() * 10_000);
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG: 'false', SCHEDULER: 'false', DEMO_SEED: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited before answering: ${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not answer within 90 s: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { base, child, output: () => output, exited, stop };
}
