import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import './fastify-types';
import type { Database } from './db/open-db';
import { createValidators, deferredSchemas, installValidation } from './plugins/validation';
import { installErrorHandling, errorReply, sendError } from './plugins/errors';
import { installAccessControl } from './plugins/access';
import { installActivityLog } from './plugins/activity';
import { installSecurityHeaders } from './plugins/security-headers';
import { installInputGuard } from './plugins/input-guard';
import { installLoadLimits } from './plugins/load-limits';
import { isAppRoute } from './plugins/app-routes';
import { installRequestIdHeader, loggingOptions } from './observability/request-log';
import { installMetrics } from './observability/metrics-endpoint';
import type { MetricsSettings } from './observability/metrics-settings';
import { installDraining } from './plugins/draining';
import { registerHealthRoutes } from './routes/health';
import { AppError } from './app-error';
import { parseTrustProxy } from './config';
import type { AccessTokenSigner } from './services/auth/tokens';
import { ensureSecret } from './services/settings';
import { registerRoutes } from './routes';
import { apiDocumentOptions } from './routes/api-document';
import { loadEntities } from './services/records/entity-registry';
import { sharedRateLimitStore } from './services/load/shared-rate-limit-store';

export type AppOptions = {
  database: Database;
  /** Where the built client lives; served with an SPA fallback when it exists. */
  clientDir?: string;
  logger?: boolean;
  /** Where the JSON log lines go instead of stdout (tests read them); turns the logger on. */
  logStream?: { write: (line: string) => void };
  /** Who may read /metrics (METRICS_TOKEN, METRICS_PORT); nobody when absent. */
  metrics?: MetricsSettings;
  /** Requests a minute one address may send to the sign-in routes, before the per-account throttle. */
  authRequestsPerMinute?: number;
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const deferred = deferredSchemas();
  const app = Fastify({
    ...deferred.fastifyOptions,
    // JSON lines, each with the request's reqId (an incoming X-Request-Id when well-formed), redacted.
    ...loggingOptions(options.logger || options.logStream ? { level: process.env.LOG_LEVEL, stream: options.logStream } : false),
    bodyLimit: 1024 * 1024,
    // A URL the router cannot decode (%zz, %00 in a bad place, overlong UTF-8) or an overlong path
    // parameter is answered in the envelope like any other bad input.
    frameworkErrors: (error, request, reply) => sendError(error, request, reply),
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
  });
  const { db } = options.database;
  app.decorate('db', db);
  app.decorate('readDb', options.database.readDb);

  installValidation(app, createValidators(), deferred);
  installErrorHandling(app);
  // Before any hook that may refuse the request, so every answer names its request id.
  installRequestIdHeader(app);
  installMetrics(app, options.database, options.metrics ?? {});
  // Before any hook that reads the database: a server stopping refuses new requests at once (SIGTERM, main.ts).
  const draining = installDraining(app);
  // First of the hooks: every later one, and the handler, run under the request's statement timeout.
  installLoadLimits(app, options.database);
  installSecurityHeaders(app);
  installInputGuard(app);
  await app.register(fastifyJwt, { secret: process.env.JWT_SECRET ?? (await ensureSecret(db, 'jwt_secret')) });
  app.decorate('signAccessToken', ((claims, expiresInSeconds) => app.jwt.sign(claims, { expiresIn: expiresInSeconds })) as AccessTokenSigner);
  // Counted in the database, so every instance behind a load balancer shares one limit per address.
  await app.register(fastifyRateLimit, {
    global: false,
    max: options.authRequestsPerMinute ?? 60,
    timeWindow: '1 minute',
    store: sharedRateLimitStore(db),
  });
  await app.register(fastifySwagger, apiDocumentOptions(loadEntities().filter((entity) => !entity.bespoke)));
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  installAccessControl(app, db);
  installActivityLog(app, db);

  app.get(
    '/api/health',
    { schema: { tags: ['Health'], description: 'The process answers, with its database engine' }, config: { access: 'public' } },
    async () => ({
      error: false,
      data: { status: 'ok', engine: options.database.engine },
    }),
  );
  registerHealthRoutes(app, options.database, draining);
  await registerRoutes(app);
  await serveClient(app, options.clientDir);
  return app;
}

async function serveClient(app: FastifyInstance, clientDir: string | undefined) {
  const hasClient = clientDir !== undefined && existsSync(join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // Hashed build files never change under their name; everything else (index.html, the service worker) is revalidated.
      setHeaders: (reply, path) => reply.header('Cache-Control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // Only a page of the app gets its HTML; an API path or a missing file (/favicon.ico, a stale bundle) is a 404.
    if (hasClient && request.method === 'GET' && isAppRoute(request.url)) return reply.type('text/html').sendFile('index.html');
    const { status, body } = errorReply(new AppError(404, 'ROUTE_NOT_FOUND', 'routeNotFound'), request);
    return reply.status(status).send(body);
  });
}
