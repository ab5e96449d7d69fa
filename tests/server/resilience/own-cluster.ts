import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import pg from 'pg';

/**
 * A PostgreSQL cluster of the test's own (Debian's postgresql-common tools, run as root), which
 * the test may stop and start at will: the shared cluster on 5432 is never touched. Named after
 * TEST_RUN_NAME so two runs on one machine do not share one; a cluster left by an interrupted run
 * is taken over; `drop` removes it.
 */
export type OwnCluster = {
  name: string;
  port: number;
  url: (database: string) => string;
  query: (database: string, text: string, values?: unknown[]) => Promise<pg.QueryResult>;
  start: () => void;
  /** Stops as a crash or a power cut would (`-m immediate`): the next start runs crash recovery. */
  stopImmediately: () => void;
  drop: () => void;
};

const version = () => readdirSync('/etc/postgresql').sort().at(-1)!;

type Listed = { name: string; port: number };
function clusters(): Listed[] {
  const text = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' });
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => line.trim().split(/\s+/))
    .map(([, name, port]) => ({ name, port: Number(port) }));
}

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

async function freePort(): Promise<number> {
  const taken = new Set(clusters().map((cluster) => cluster.port));
  for (let port = 5441; port < 5541; port += 1) if (!taken.has(port) && (await portIsFree(port))) return port;
  throw new Error('no free port for a test cluster between 5441 and 5540');
}

const ctl = (major: string, name: string, ...args: string[]) =>
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', major, name, ...args], { stdio: 'pipe' });

/** `pg_ctlcluster status` exits 0 while the server runs, 3 when it is stopped. */
function running(major: string, name: string): boolean {
  try {
    ctl(major, name, 'status');
    return true;
  } catch {
    return false;
  }
}

async function waitForConnections(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

export async function ownCluster(): Promise<OwnCluster> {
  const major = version();
  const name = `mapato_${(process.env.TEST_RUN_NAME || 'resilience').replace(/\W/g, '_').toLowerCase()}`;
  let listed = clusters().find((cluster) => cluster.name === name);
  if (!listed) {
    const port = await freePort();
    // Trust on the loopback only, like the shared test cluster; the data directory is a scratch one.
    execFileSync('pg_createcluster', [major, name, '--port', String(port), '--', '--auth=trust'], { stdio: 'pipe' });
    listed = { name, port };
  }
  const { port } = listed;
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const cluster: OwnCluster = {
    name,
    port,
    url,
    query: async (database, text, values) => {
      const client = new pg.Client({ connectionString: url(database) });
      client.on('error', () => undefined);
      await client.connect();
      try {
        return await client.query(text, values);
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    start: () => {
      // A cluster taken over may be running already.
      if (!running(major, name)) ctl(major, name, 'start');
    },
    stopImmediately: () => ctl(major, name, 'stop', '-m', 'immediate'),
    drop: () => {
      if (running(major, name)) ctl(major, name, 'stop', '-m', 'immediate');
      execFileSync('pg_dropcluster', [major, name], { stdio: 'pipe' });
    },
  };
  cluster.start();
  await waitForConnections(url('postgres'), 60_000);
  return cluster;
}

/** Waits until the cluster accepts connections again (after `start`, crash recovery runs first). */
export const clusterAnswers = (cluster: OwnCluster, timeoutMs = 60_000) => waitForConnections(cluster.url('postgres'), timeoutMs);
