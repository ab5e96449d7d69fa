import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { referenceCounters } from '../../db/schema';

/**
 * The next number of a series, gapless: the counter row is created or incremented inside the
 * caller's transaction and stays locked until it ends, so creators of one project and year take
 * turns, and a rolled-back creation gives its number back.
 */
export async function nextSequence(tx: Db, projectKey: string, series: string, year: number): Promise<number> {
  const [counter] = await tx
    .insert(referenceCounters)
    .values({ projectKey, series, year, lastValue: 1 })
    .onConflictDoUpdate({
      target: [referenceCounters.projectKey, referenceCounters.series, referenceCounters.year],
      set: { lastValue: sql`${referenceCounters.lastValue} + 1` },
    })
    .returning({ lastValue: referenceCounters.lastValue })
    .prepare('next_sequence')
    .execute();
  return counter.lastValue;
}
