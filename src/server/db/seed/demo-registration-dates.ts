import { sql } from 'drizzle-orm';
import type { Db } from '../open-db';

/** How far back the demo's untaxed objects are spread: about the demo's eighteen months of notes. */
const SPREAD_DAYS = 540;

/**
 * Demo vehicles, properties and rental contracts are written at seed time, but their notes go
 * back eighteen months, and a registration report counts an object only from its creation. Each
 * object therefore takes a creation time in the demo's past: at the latest the day before its
 * first note, otherwise a day drawn from its key (the same key gives the same day).
 */
export async function backdateDemoObjects(db: Db): Promise<void> {
  await db.execute(sql`update records o set created_at = least(
      (select min(n.created_at) from tax_notes n where n.object_key = o.key) - interval '1 day',
      o.created_at - (abs(hashtext(o.key)) % ${SPREAD_DAYS}) * interval '1 day')
    where o.resource in ('vehicles', 'properties', 'rentalContracts')`);
}
