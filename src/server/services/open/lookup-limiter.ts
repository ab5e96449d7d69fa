/**
 * Fixed-window counters for the public lookup, one per key, each with its own size and length
 * (a minute for bursts, a day for budgets). The counters live in this process: with several
 * instances behind a load balancer each keeps its own, so the real bound is that many times the
 * instance count, and a restart starts them afresh. Accepted because it stays far below what
 * guessing a mobile number or walking references needs, and it keeps the lookup free of a write
 * on every request.
 */
export type LookupBudget = { key: string; max: number; windowMs: number };
export type LookupRefusal = { key: string; seconds: number };

/** A flood of distinct keys must not grow the map without end: ended windows are swept. */
const SWEEP_EVERY = 1_000;

type Window = { startedAt: number; windowMs: number; count: number };

export class LookupLimiter {
  private readonly windows = new Map<string, Window>();
  private calls = 0;

  constructor(private readonly clock: () => number = Date.now) {}

  /**
   * Counts one lookup against every budget; answers the budget that is spent (the longest wait
   * when several are), else undefined. Every budget is counted even when one is spent, so
   * hammering cannot reset anything.
   */
  hit(budgets: readonly LookupBudget[]): LookupRefusal | undefined {
    const now = this.clock();
    if (++this.calls % SWEEP_EVERY === 0) this.sweep(now);
    let refusal: LookupRefusal | undefined;
    for (const { key, max, windowMs } of budgets) {
      let window = this.windows.get(key);
      if (!window || now - window.startedAt >= window.windowMs) this.windows.set(key, (window = { startedAt: now, windowMs, count: 0 }));
      window.count += 1;
      if (window.count <= max) continue;
      const seconds = Math.max(1, Math.ceil((window.startedAt + window.windowMs - now) / 1000));
      if (!refusal || seconds > refusal.seconds) refusal = { key, seconds };
    }
    return refusal;
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (now - window.startedAt >= window.windowMs) this.windows.delete(key);
  }
}
