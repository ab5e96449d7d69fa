import { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import type { Database } from '../db/open-db';
import { withStatementKind } from '../db/statement-timeout';
import { heavySlotsFor, type HeavySlot } from '../services/load/heavy-slots';

/** An export (`…/export`) or a report (`/api/reports/…`): minutes of statement time, and a slot. */
export const isHeavyRoute = (url: string | undefined) => Boolean(url && (url.endsWith('/export') || url.startsWith('/api/reports/')));

/** How long a caller refused a slot is told to wait before trying again. */
const SLOT_RETRY_SECONDS = 30;

const scopes = new WeakMap<FastifyRequest, AsyncResource>();
const slots = new WeakMap<FastifyRequest, HeavySlot>();

/**
 * Bounds on what one request may cost the database.
 * - Every request runs its statements under a timeout (db/statement-timeout.ts): the screen's,
 *   or the long one for exports and reports. The kind is set when the request arrives and
 *   carried through the hooks to the handler (a request's body events arrive in another async
 *   context, so preValidation steps back into the request's own).
 * - A user runs at most HEAVY_SLOTS_PER_USER exports and reports at once, across every server
 *   sharing the database; one more is a 429 until one ends (services/load/heavy-slots.ts).
 * Installed before the other hooks, so theirs run inside the request's kind too.
 */
export function installLoadLimits(app: FastifyInstance, database: Pick<Database, 'engine' | 'connectionString'>) {
  const heavySlots = heavySlotsFor(database);

  app.addHook('onRequest', (request, _reply, done) => {
    withStatementKind(isHeavyRoute(request.routeOptions.url) ? 'long' : 'screen', () => {
      const scope = new AsyncResource('mapato-request');
      scopes.set(request, scope);
      scope.runInAsyncScope(done);
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) scope.runInAsyncScope(done);
    else done();
  });

  app.addHook('preHandler', async (request, reply) => {
    if (!isHeavyRoute(request.routeOptions.url) || !request.principal) return;
    const slot = await heavySlots.take(request.principal.userKey);
    if (!slot) throw new AppError(429, 'TOO_MANY_HEAVY_REQUESTS', 'heavyRequestsBusy', { slots: heavySlots.slotsPerUser, seconds: SLOT_RETRY_SECONDS });
    slots.set(request, slot);
    // An export streams on after the handler returns: the slot is held until the response ends or the client leaves.
    reply.raw.once('close', () => void slot.release());
  });
  app.addHook('onResponse', async (request) => {
    await slots.get(request)?.release();
  });
}
