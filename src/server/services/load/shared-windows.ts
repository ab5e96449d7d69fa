import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { rateWindows } from '../../db/schema';

/** One counter: its key, how many hits a window allows, and the window's length. */
export type WindowBudget = { key: string; max: number; windowMs: number };
/** A counter after this hit: the hits in its window and the seconds until the window ends. */
export type WindowCount = { key: string; hits: number; windowMs: number; secondsLeft: number };

/** Ended windows are deleted every this many counts made by this process (housekeeping only). */
const SWEEP_EVERY = 1_000;
let counted = 0;

/**
 * Counts one hit on every budget in one statement and answers each counter. The upsert takes each
 * row's lock, so hits racing on several instances are all counted; a window over starts afresh at
 * this hit. The keys go in sorted order, so two statements sharing keys lock them in the same order
 * and never deadlock. `at` is the time of the hit (the database's clock by default, the same for
 * every instance; tests pass their own).
 */
export async function countHits(db: Db, budgets: readonly WindowBudget[], at?: Date): Promise<WindowCount[]> {
  if (!budgets.length) return [];
  const sorted = [...new Map(budgets.map((budget) => [budget.key, budget])).values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const now = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  const rows = sorted.map((budget) => sql`(${budget.key}, ${now}, ${Math.trunc(budget.windowMs)}::int, 1)`);
  const ended = sql`${rateWindows.windowStart} + ${rateWindows.windowMs} * interval '1 millisecond' <= excluded.window_start`;
  type Row = { key: string; hits: number; window_ms: number; seconds_left: number };
  const result = (await db.execute(sql`
    insert into ${rateWindows} (key, window_start, window_ms, hits) values ${sql.join(rows, sql`, `)}
    on conflict (key) do update set
      hits = case when ${ended} then 1 else ${rateWindows.hits} + 1 end,
      window_start = case when ${ended} then excluded.window_start else ${rateWindows.windowStart} end,
      window_ms = excluded.window_ms
    returning key, hits, window_ms,
      greatest(1, ceil(extract(epoch from (${rateWindows.windowStart} + ${rateWindows.windowMs} * interval '1 millisecond' - ${now}))))::int as seconds_left`)) as unknown as {
    rows: Row[];
  };
  if (++counted % SWEEP_EVERY === 0) await sweepEndedWindows(db);
  const byKey = new Map(result.rows.map((row) => [row.key, row]));
  return budgets.map(({ key }) => {
    const row = byKey.get(key)!;
    return { key, hits: Number(row.hits), windowMs: Number(row.window_ms), secondsLeft: Number(row.seconds_left) };
  });
}

/** A flood of distinct keys (addresses, references) must not grow the table without end. */
export async function sweepEndedWindows(db: Db): Promise<void> {
  await db.execute(
    sql`delete from ${rateWindows} where ${rateWindows.windowStart} < now() - interval '1 minute' and ${rateWindows.windowStart} + ${rateWindows.windowMs} * interval '1 millisecond' < now()`,
  );
}
