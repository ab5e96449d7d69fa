import type { Db } from '../../db/open-db';
import { countHits, type WindowBudget } from '../load/shared-windows';

/**
 * Fixed-window counters for the public lookup, one per key, each with its own size and length
 * (a minute for bursts, a day for budgets). They live in the database (rate_windows), so every
 * server instance behind a load balancer spends the same budgets and a restart keeps them: the
 * bound is the one written here, whatever the number of instances. The price is one upsert per
 * lookup.
 */
export type LookupBudget = WindowBudget;
export type LookupRefusal = { key: string; seconds: number };

export class LookupLimiter {
  /** `clock` moves time in tests; by default the database's clock decides, the same for every instance. */
  constructor(
    private readonly db: Db,
    private readonly clock?: () => number,
  ) {}

  /**
   * Counts one lookup against every budget; answers the budget that is spent (the longest wait
   * when several are), else undefined. Every budget is counted even when one is spent, so
   * hammering cannot reset anything.
   */
  async hit(budgets: readonly LookupBudget[]): Promise<LookupRefusal | undefined> {
    const counts = await countHits(this.db, budgets, this.clock && new Date(this.clock()));
    let refusal: LookupRefusal | undefined;
    for (const [index, count] of counts.entries()) {
      if (count.hits <= budgets[index]!.max) continue;
      if (!refusal || count.secondsLeft > refusal.seconds) refusal = { key: count.key, seconds: count.secondsLeft };
    }
    return refusal;
  }
}
