import { sql } from 'drizzle-orm';
import type { Database } from './open-db';
import { newQuickConnectClient, surviveClientLoss } from './connection-losses';

/** How long a readiness probe waits for the database before calling it unreachable. */
export const PING_TIMEOUT_MS = 2000;

const within = <T>(promise: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout expired')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * Whether the database answers now, within `timeoutMs`. On PostgreSQL the probe opens a
 * connection of its own rather than borrowing one from the pool: a pool busy with requests is not
 * a database gone, and a fresh connection proves the server accepts new ones (after a restart,
 * the pool's old connections are all dead). On PGlite the one connection answers, or is held by
 * a long transaction, which is also a server unable to serve.
 */
export async function pingDatabase(database: Pick<Database, 'engine' | 'connectionString' | 'db'>, timeoutMs = PING_TIMEOUT_MS): Promise<boolean> {
  if (database.engine !== 'postgres' || !database.connectionString) {
    return within(database.db.execute(sql`select 1`), timeoutMs).then(
      () => true,
      () => false,
    );
  }
  const client = await newQuickConnectClient({
    connectionString: database.connectionString,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    application_name: 'mapato readiness probe',
  });
  surviveClientLoss(client);
  try {
    await within(
      client.connect().then(() => client.query('select 1')),
      timeoutMs,
    );
    return true;
  } catch {
    return false;
  } finally {
    void client.end().catch(() => undefined);
  }
}
