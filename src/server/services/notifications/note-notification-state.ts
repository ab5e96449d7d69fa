import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/open-db';
import { notificationOutbox } from '../../db/schema';

/*
 * A note reads 'sent' once a notice about it reached the gateway; queued, retrying or given-up
 * notices leave it 'notSent'. Derived from the outbox, never stored on the note.
 */

/** Whether each of these notes has had a notice delivered: one query for a whole page of notes. */
export async function notesNotified(db: Db, noteKeys: readonly string[]): Promise<Set<string>> {
  if (!noteKeys.length) return new Set();
  const rows = await db
    .selectDistinct({ noteKey: notificationOutbox.noteKey })
    .from(notificationOutbox)
    .where(and(inArray(notificationOutbox.noteKey, [...noteKeys]), eq(notificationOutbox.status, 'sent')));
  return new Set(rows.map((row) => row.noteKey!));
}

/** The same rule as SQL, for filtering a list of notes on its sent / not sent state. */
export const notificationStateSql = (noteKey: PgColumn): SQL =>
  sql`(case when exists (select 1 from ${notificationOutbox} o where o.note_key = ${noteKey} and o.status = 'sent') then 'sent' else 'notSent' end)`;
