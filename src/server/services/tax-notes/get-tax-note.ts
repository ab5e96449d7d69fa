import { and, asc, eq } from 'drizzle-orm';
import { actorRights, allowedActions, disputedByOf, type Lifecycle } from '../../../domain/tax-note-protocol';
import { notFound } from '../../app-error';
import type { Db } from '../../db/open-db';
import { taxNoteEvents, taxNoteItems, taxNotes } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { namesOfNotes, toApiEvent, toApiItem, toApiNote } from './note-view';
import { dayInZone } from '../../../domain/dated-money';

/** The note with its items, its history (oldest first) and what the caller may do to it now (four eyes included). */
export async function getTaxNote(db: Db, projectKey: string, key: string, principal: Principal, now = new Date()) {
  const [row] = await db
    .select()
    .from(taxNotes)
    .where(and(eq(taxNotes.projectKey, projectKey), eq(taxNotes.key, key)));
  if (!row) throw notFound();
  const [items, events, names] = await Promise.all([
    db.select().from(taxNoteItems).where(eq(taxNoteItems.noteKey, key)).orderBy(asc(taxNoteItems.position)),
    db.select().from(taxNoteEvents).where(eq(taxNoteEvents.noteKey, key)).orderBy(asc(taxNoteEvents.id)),
    namesOfNotes(db, [row]),
  ]);
  const status = {
    lifecycle: row.lifecycle as Lifecycle,
    awaitingActor: row.awaitingActor as 'approver' | null,
    disputed: row.disputed,
    pendingAmendment: row.pendingAmendment,
    createdBy: row.createdBy,
    disputedBy: row.disputed ? disputedByOf(events) : null,
  };
  return {
    ...toApiNote(row, names, dayInZone(now)),
    pendingAmendment: row.pendingAmendment,
    items: items.map(toApiItem),
    events: events.map(toApiEvent),
    // The caller's key too: four eyes keeps their own requests' decisions from them.
    allowedActions: allowedActions(status, actorRights(principal.roleList), principal.userKey),
  };
}
