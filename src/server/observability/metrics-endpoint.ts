import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { AppError, unauthorized } from '../app-error';
import type { Database } from '../db/open-db';
import { createAppMetrics, type AppMetrics } from './app-metrics';
import type { MetricsSettings } from './metrics-settings';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
    /** The port the internal listener took (tests ask for port 0), once the app is ready; undefined without one. */
    internalMetricsPort: () => number | undefined;
  }
}

/** Where the internal listener binds: never an address another machine can reach. */
export const INTERNAL_METRICS_HOST = '127.0.0.1';

/**
 * Counts every answered request by route pattern and status, and serves GET /metrics: on the
 * main port to the bearer of METRICS_TOKEN, on METRICS_PORT (127.0.0.1) to anyone local.
 * Without a token the main port answers 404, as for any unknown path.
 */
export function installMetrics(app: FastifyInstance, database: Database, settings: MetricsSettings) {
  const metrics = createAppMetrics(database);
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest({ method: request.method, route: request.routeOptions.url, status: reply.statusCode, seconds: reply.elapsedTime / 1000 });
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!settings.token) throw new AppError(404, 'ROUTE_NOT_FOUND', 'routeNotFound');
    if (!bearerMatches(request.headers.authorization, settings.token)) {
      reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw unauthorized();
    }
    const text = await metrics.text();
    return reply.type(metrics.contentType).header('Cache-Control', 'no-store').send(text);
  });
  let internal: Server | undefined;
  app.decorate('internalMetricsPort', () => (internal?.address() as AddressInfo | null)?.port);
  if (settings.port !== undefined) listenInternally(app, metrics, settings.port, (server) => (internal = server));
}

/**
 * Compares digests of equal length in constant time, so the answer's timing tells nothing about
 * how much of a guessed token was right.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+)\s*$/i.exec(header ?? '');
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(token)) && match !== null;
}

/** The internal listener opens with the app and closes with it. */
function listenInternally(app: FastifyInstance, metrics: AppMetrics, port: number, opened: (server: Server) => void) {
  let server: Server | undefined;
  app.addHook('onReady', async () => {
    server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      if (request.method !== 'GET' || path !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
        return;
      }
      metrics.text().then(
        (text) => response.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics scrape failed');
          response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n');
        },
      );
    });
    const listening = server;
    opened(listening);
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, INTERNAL_METRICS_HOST, () => {
        listening.off('error', reject);
        resolve();
      });
    });
    app.log.info(`metrics on http://${INTERNAL_METRICS_HOST}:${(listening.address() as AddressInfo).port}/metrics`);
  });
  app.addHook('onClose', async () => {
    const listening = server;
    if (listening) await new Promise<void>((resolve) => listening.close(() => resolve()));
  });
}
