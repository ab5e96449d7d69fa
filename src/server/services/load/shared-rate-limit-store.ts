import type { Db } from '../../db/open-db';
import { countHits } from './shared-windows';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A store for @fastify/rate-limit that counts in the database (rate_windows) instead of each
 * process's memory, so the per-address limit of the sign-in routes holds across every server
 * instance. Each route counts apart, as the plugin's own in-memory store does.
 */
export function sharedRateLimitStore(db: Db) {
  return class SharedRateLimitStore {
    constructor(
      _params?: unknown,
      private readonly scope = 'global',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      countHits(db, [{ key: `rate-limit:${this.scope}:${key}`, max: 0, windowMs: timeWindow }]).then(
        ([count]) => callback(null, { current: count!.hits, ttl: count!.secondsLeft * 1000 }),
        (error: Error) => callback(error),
      );
    }

    /** The plugin passes the route's merged options, the route itself under `routeInfo` (its typings say otherwise). */
    child(params: object) {
      const { method, url } = (params as RouteParams).routeInfo ?? {};
      return new SharedRateLimitStore(undefined, `${[method ?? ''].flat().join(',')} ${url ?? ''}`);
    }
  };
}
