import { sql } from 'drizzle-orm';
import type { Db } from '../open-db';

/**
 * The demo notes are written in bulk, not through note creation, so they take their zone here by
 * the rule creation follows: the object's address (a rental contract's through its property), else
 * the taxpayer's. Without it every report by zone would show the demo province as "no zone".
 */
export async function fillDemoNoteZones(db: Db) {
  await db.execute(sql`
    update tax_notes as n set zone = coalesce(
      (select o.data->'address'->>'zone' from records o where o.key = n.object_key),
      (select p.data->'address'->>'zone' from records o join records p on p.key = o.data->>'propertyKey' where o.key = n.object_key),
      (select t.data->'address'->>'zone' from records t where t.key = n.taxpayer_key)
    ) where n.zone is null`);
}
