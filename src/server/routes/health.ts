import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error';
import type { Database } from '../db/open-db';
import { DATABASE_UNAVAILABLE_RETRY_SECONDS } from '../db/database-unreachable';
import { pingDatabase } from '../db/database-ping';
import type { Draining } from '../plugins/draining';
import { SHUTTING_DOWN_RETRY_SECONDS } from '../plugins/draining';
import { closedObject, ok, text } from './response-schemas';

const tags = ['Health'];
const status = ok(closedObject({ status: text, engine: text }));

/**
 * Probes for whatever runs the server (a process supervisor, an orchestrator, a load balancer):
 * - live: the process runs and answers; 200 even while its database is down or it drains, so it
 *   is not restarted for a fault a restart would not mend;
 * - ready: this instance can serve now: not stopping, and its database answers within 2 s;
 *   otherwise 503 with Retry-After, so a load balancer sends the traffic elsewhere meanwhile.
 */
export function registerHealthRoutes(app: FastifyInstance, database: Database, draining: Draining) {
  app.get('/api/health/live', { schema: { tags, description: 'Liveness: the process answers', response: status }, config: { access: 'public' } }, async () => ({
    error: false,
    data: { status: 'live', engine: database.engine },
  }));
  app.get(
    '/api/health/ready',
    { schema: { tags, description: 'Readiness: not stopping, and the database answers', response: status }, config: { access: 'public' } },
    async (_request, reply) => {
      if (draining.isDraining()) throw new AppError(503, 'SHUTTING_DOWN', 'shuttingDown', { seconds: SHUTTING_DOWN_RETRY_SECONDS });
      if (!(await pingDatabase(database)))
        throw new AppError(503, 'DATABASE_UNAVAILABLE', 'databaseUnavailable', { seconds: DATABASE_UNAVAILABLE_RETRY_SECONDS });
      // A probe's answer is about this instant: no cache may keep it.
      reply.header('Cache-Control', 'no-store');
      return { error: false, data: { status: 'ready', engine: database.engine } };
    },
  );
}
