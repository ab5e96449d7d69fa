import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error';
import { sendError } from './errors';

/** What a request refused while this server stops is told to wait: long enough for a proxy to send it elsewhere. */
export const SHUTTING_DOWN_RETRY_SECONDS = 5;

/** Liveness stays true while the server drains: the process is fine, it is only leaving. */
const ALWAYS_ANSWERED = new Set(['/api/health/live']);

export type Draining = {
  /** From now on new requests are refused with 503 and Retry-After; those in flight carry on. */
  start: () => void;
  isDraining: () => boolean;
  /** Resolves true once no admitted request is in flight, or false when `timeoutMs` runs out first. */
  settled: (timeoutMs: number) => Promise<boolean>;
};

const registry = new WeakMap<FastifyInstance, Draining>();

/** The draining switch of an app built by buildApp (main.ts pulls it on SIGTERM). */
export const drainingOf = (app: FastifyInstance): Draining | undefined => registry.get(app);

/**
 * Graceful stop, the request side: after `start()` (SIGTERM, see main.ts) every new request is
 * answered 503 SHUTTING_DOWN (translated, with Retry-After and Connection: close, so a client or
 * a proxy retries on another instance) before it reaches anything that reads the database,
 * while the requests already admitted run to the end of their response, streamed or not.
 * Installed as the first onRequest hook.
 */
export function installDraining(app: FastifyInstance): Draining {
  let draining = false;
  let inFlight = 0;
  const waiters = new Set<() => void>();

  app.addHook('onRequest', (request, reply, done) => {
    if (draining && !ALWAYS_ANSWERED.has(request.url.split('?')[0])) {
      reply.header('Connection', 'close');
      sendError(new AppError(503, 'SHUTTING_DOWN', 'shuttingDown', { seconds: SHUTTING_DOWN_RETRY_SECONDS }), request, reply);
      return;
    }
    inFlight += 1;
    let ended = false;
    // 'close' follows the response's end, or the client leaving early: either way it no longer runs.
    const end = () => {
      if (ended) return;
      ended = true;
      inFlight -= 1;
      if (inFlight === 0) for (const wake of waiters) wake();
    };
    reply.raw.once('finish', end);
    reply.raw.once('close', end);
    done();
  });

  const switchboard: Draining = {
    start: () => {
      draining = true;
    },
    isDraining: () => draining,
    settled: (timeoutMs) =>
      new Promise((resolve) => {
        if (inFlight === 0) return resolve(true);
        const timer = setTimeout(() => {
          waiters.delete(wake);
          resolve(false);
        }, timeoutMs);
        const wake = () => {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(true);
        };
        waiters.add(wake);
      }),
  };
  registry.set(app, switchboard);
  return switchboard;
}
