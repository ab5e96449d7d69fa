import { eq, sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/open-db';
import { notificationOutbox } from '../db/schema';
import { processMetrics } from './process-metrics';

/** The label of a request no route matched: raw URLs would give every scanner's guess a series of its own. */
export const UNMATCHED_ROUTE = 'unmatched';

export type AppMetrics = {
  /** One answered request: its route pattern (`/api/payment/payments/:key/reverse`), never the raw URL. */
  observeRequest: (request: { method: string; route: string | undefined; status: number; seconds: number }) => void;
  /** The Prometheus text of this app and of the process. */
  text: () => Promise<string>;
  contentType: string;
};

/**
 * The figures of one app: its requests, its database pool and its SMS outbox. The pool and the
 * outbox are read when Prometheus scrapes, so nothing runs between scrapes.
 */
export function createAppMetrics(database: Database): AppMetrics {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'mapato_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'mapato_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames,
    // A screen answers in milliseconds; an export or a report may run to its 120 s statement timeout.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120],
    registers: [registry],
  });
  registerPoolGauges(registry, database);
  registerOutboxGauges(registry, database);
  return {
    observeRequest({ method, route, status, seconds }) {
      const labels = { method, route: route ?? UNMATCHED_ROUTE, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    text: () => Registry.merge([processMetrics, registry]).metrics(),
    contentType: registry.contentType,
  };
}

/** pg.Pool's counters (PostgreSQL only: PGlite is one connection, so there is no pool to watch). */
function registerPoolGauges(registry: Registry, database: Database) {
  const stats = database.poolStats;
  if (!stats) return;
  new Gauge({
    name: 'mapato_db_pool_connections',
    help: 'Database pool connections by state: in_use (checked out), idle, total (open).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { total, idle } = stats();
      this.set({ state: 'in_use' }, total - idle);
      this.set({ state: 'idle' }, idle);
      this.set({ state: 'total' }, total);
    },
  });
  new Gauge({
    name: 'mapato_db_pool_waiting',
    help: 'Queries waiting for a free connection of the database pool.',
    registers: [registry],
    collect() {
      this.set(stats().waiting);
    },
  });
}

/**
 * Messages still to send, per channel, and the age of the oldest: one aggregate over the pending
 * rows, found through the (status, created_at) index. When the database cannot answer, the series
 * are left out of the scrape rather than reporting a stale depth (the scrape itself still answers).
 */
function registerOutboxGauges(registry: Registry, database: Database) {
  let pending: Promise<{ channel: string; depth: number; oldestSeconds: number }[] | undefined> | undefined;
  /** Both gauges read one query's result: a scrape collects every metric at once, so both ask before it answers. */
  const readPending = () =>
    (pending ??= database.db
      .select({
        channel: notificationOutbox.channel,
        depth: sql<number>`count(*)::int`,
        oldestSeconds: sql<number>`extract(epoch from now() - min(${notificationOutbox.createdAt}))::float8`,
      })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.status, 'pending'))
      .groupBy(notificationOutbox.channel)
      .then((rows) => rows.map((row) => ({ channel: row.channel, depth: Number(row.depth), oldestSeconds: Number(row.oldestSeconds) })))
      .catch(() => undefined)
      .finally(() => {
        pending = undefined;
      }));
  new Gauge({
    name: 'mapato_outbox_pending_messages',
    help: 'Notifications (SMS, e-mail) waiting in the outbox to be sent, by channel.',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await readPending()) ?? []) this.set({ channel: row.channel }, row.depth);
    },
  });
  new Gauge({
    name: 'mapato_outbox_oldest_pending_seconds',
    help: 'Age of the oldest notification still waiting in the outbox, by channel.',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await readPending()) ?? []) this.set({ channel: row.channel }, row.oldestSeconds);
    },
  });
}
