import type { EventEmitter } from 'node:events';
import type pg from 'pg';

/** How long opening a connection may take before the request is told the database is unavailable. */
export const CONNECT_TIMEOUT_MS = Number(process.env.DB_CONNECT_TIMEOUT_MS ?? 5000);

/**
 * The pool's own connectionTimeoutMillis would also bound the wait for a free connection under
 * load; only opening one is bounded here (an unreachable host answers 503 in seconds, not after
 * the system's TCP timeout), and TCP keep-alive notices a connection that silently went away.
 * Made from the driver the caller loaded: a server on the embedded database never loads `pg`
 * (about 60 ms of every restart).
 */
export function quickConnectClientClass(driver: typeof pg) {
  return class QuickConnectClient extends driver.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: config?.connectionTimeoutMillis ?? CONNECT_TIMEOUT_MS, keepAlive: true });
    }
  };
}

let quickConnectClient: ReturnType<typeof quickConnectClientClass> | undefined;

/** A connection of its own, outside any pool, with the driver loaded on first use. */
export async function newQuickConnectClient(config: pg.ClientConfig): Promise<pg.Client> {
  quickConnectClient ??= quickConnectClientClass((await import('pg')).default);
  return new quickConnectClient(config);
}

/** One warning per outage is enough: a restart drops every pooled connection at once. */
const WARN_EVERY_MS = 10_000;
let lastWarning = 0;

function warnConnectionLost(error: Error) {
  const now = Date.now();
  if (now - lastWarning < WARN_EVERY_MS) return;
  lastWarning = now;
  // A JSON line like the server's other logs (pino's warn level); the driver's message names no data.
  console.warn(JSON.stringify({ level: 40, time: now, msg: 'database connection lost', reason: error.message }));
}

type ClientLike = EventEmitter;
type PoolLike = EventEmitter & { on(event: 'connect', listener: (client: ClientLike) => void): unknown };

/**
 * A PostgreSQL restart, failover or network cut ends the pool's connections. node-postgres
 * reports it as an 'error' event: on the pool for an idle connection, and on the client itself
 * for one checked out by a request or a job (the pool listens only while a connection is idle).
 * An 'error' event nobody listens to ends the process, so both get a listener here. The failing
 * query rejects on its own (the request answers 503, see database-errors.ts) and the pool drops
 * the broken connection when it is released; the next checkout opens a fresh one.
 */
export function surviveConnectionLosses(pool: PoolLike): void {
  pool.on('error', warnConnectionLost);
  pool.on('connect', (client) => client.on('error', warnConnectionLost));
}

/** The same for a connection of its own, outside any pool (an export's slot lock, a health probe). */
export function surviveClientLoss(client: ClientLike): void {
  client.on('error', warnConnectionLost);
}
