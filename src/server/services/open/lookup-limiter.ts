/**
 * At most LOOKUPS_PER_MINUTE lookups a minute from one address, and as many on one reference
 * whatever address they come from (so guessing the mobile of a known reference from many
 * addresses is slow too). The counters live in this process: with several instances behind a
 * load balancer each instance keeps its own, so the real bound is that many times the instance
 * count — accepted because it stays far below what guessing a mobile number needs, and it keeps
 * the lookup free of a write on every request.
 */
export const LOOKUPS_PER_MINUTE = 10;
const WINDOW_MS = 60_000;
/** A flood of distinct keys must not grow the maps without end: old windows are swept. */
const SWEEP_EVERY = 1_000;

type Window = { startedAt: number; count: number };

export class LookupLimiter {
  private readonly windows = new Map<string, Window>();
  private calls = 0;

  constructor(
    private readonly max = LOOKUPS_PER_MINUTE,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * Counts one lookup against each key; answers the seconds to wait when any key is over its
   * limit, else 0. Every key is counted even when one is over, so hammering cannot reset anything.
   */
  hit(keys: readonly string[]): number {
    const now = this.clock();
    if (++this.calls % SWEEP_EVERY === 0) this.sweep(now);
    let wait = 0;
    for (const key of keys) {
      let window = this.windows.get(key);
      if (!window || now - window.startedAt >= WINDOW_MS) this.windows.set(key, (window = { startedAt: now, count: 0 }));
      window.count += 1;
      if (window.count > this.max) wait = Math.max(wait, Math.ceil((window.startedAt + WINDOW_MS - now) / 1000));
    }
    return wait;
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (now - window.startedAt >= WINDOW_MS) this.windows.delete(key);
  }
}
