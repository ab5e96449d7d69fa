import type { FastifyInstance } from 'fastify';
import type { Database } from './db/open-db';
import type { JobRunner } from './jobs/runner';
import { drainingOf } from './plugins/draining';

/** How long the requests in flight at SIGTERM get to finish. */
export const DRAIN_MS = 10_000;
/**
 * Past this the process ends anyway, with exit code 1: a job or a query stuck on a vanished
 * database must not keep a stopping server alive (every job is safe to cut: its lease expires).
 */
const STOP_DEADLINE_MS = 30_000;

type Running = { app: FastifyInstance; runner: JobRunner; database: Database };

/**
 * Graceful stop on SIGTERM (an orchestrator, systemd, a deploy) or Ctrl-C: new requests are
 * refused at once with 503 and Retry-After (plugins/draining.ts) and readiness turns 503, so a
 * load balancer sends traffic elsewhere; the requests in flight finish (up to DRAIN_MS, then
 * their connections are cut); the scheduler stops after its current job; then the server, the
 * background tasks it started and the pool close, and the process exits 0.
 */
export function stopOnSignals({ app, runner, database }: Running): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      app.log.error('stop deadline passed: exiting without a clean close');
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    app.log.info(`${signal}: refusing new requests, finishing those in flight`);
    const draining = drainingOf(app);
    draining?.start();
    try {
      const [settled] = await Promise.all([draining ? draining.settled(DRAIN_MS) : true, runner.stop()]);
      if (!settled) {
        app.log.warn(`requests still running after ${DRAIN_MS / 1000} s are cut`);
        app.server.closeAllConnections();
      }
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'stop failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
