import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/open-db';
import { auditActionOf, coordinate, recordActivity } from '../services/activity/record-activity';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A POST that only reads (a query too rich for a URL): not a change, so not audited.
     * Without it every POST, PUT and DELETE is taken for a change.
     */
    readOnly?: boolean;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every change and every sign-in, done or refused, appends an audit row before the answer
 * leaves, so a client that reads the activity right after its change finds it.
 */
export function installActivityLog(app: FastifyInstance, db: Db) {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const config = request.routeOptions.config;
    if (!config?.access || config.readOnly || READ_METHODS.has(request.method)) return payload;
    const principal = request.principal;
    const userKey = principal?.userKey ?? request.auditUserKey ?? null;
    const userName = principal?.userName ?? request.auditUserName ?? null;
    try {
      await recordActivity(db, {
        userKey,
        userName,
        projectKey: request.projectKey ?? null,
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        action: auditActionOf(config.auditAction ?? `${request.method} ${request.routeOptions.url}`, reply.statusCode),
        statusCode: reply.statusCode,
        latitude: coordinate(request.headers['access-latitude'], 90),
        longitude: coordinate(request.headers['access-longitude'], 180),
        ip: request.ip,
      });
    } catch (error) {
      request.log.error({ err: error }, 'could not record user activity');
    }
    return payload;
  });
}
