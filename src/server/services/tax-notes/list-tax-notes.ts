import { asc, desc, eq, type SQL } from 'drizzle-orm';
import { isoDay } from '../../../domain/calendar-rules';
import type { Db } from '../../db/open-db';
import { taxNotes } from '../../db/schema';
import { cappedCount, parseListQuery, tableListSpec, type ListQuery, type ListSpec } from '../list-query';
import { parseListParams } from '../lists/list-params';
import { namesOfNotes, notificationStateField, paymentStateField, toApiNote } from './note-view';

let spec: ListSpec | undefined;

/**
 * The schema's sort and filter fields, plus the derived payment state and the keys a screen
 * filters a taxpayer's, an object's or a creator's notes by. Built on first use (the schemas
 * are read once per process).
 */
export function noteListSpec(): ListSpec {
  spec ??= tableListSpec('taxNotes', taxNotes, {
    search: [taxNotes.reference, taxNotes.taxpayerName],
    extraFields: {
      paymentState: paymentStateField,
      notificationState: notificationStateField,
      taxpayerKey: taxNotes.taxpayerKey,
      objectKey: taxNotes.objectKey,
      createdBy: taxNotes.createdBy,
    },
  });
  return spec;
}

/**
 * A page of the project's notes (ra-data-simple-rest parameters). `scope` narrows it further
 * (the approver queue). Rows tie on the sort field are ordered by key, so pages never overlap.
 */
export async function listTaxNotes(db: Db, projectKey: string, query: ListQuery, scope: SQL[] = [], now = new Date()) {
  const list = parseListQuery(query, noteListSpec(), [eq(taxNotes.projectKey, projectKey), ...scope]);
  // Already validated by parseListQuery: read again only for the tie-break's direction.
  const direction = parseListParams(query, ['createdAt', 'ASC']).sort[1];
  const tieBreak = direction === 'DESC' ? desc(taxNotes.key) : asc(taxNotes.key);
  const rows = await db
    .select()
    .from(taxNotes)
    .where(list.where)
    .orderBy(...list.orderBy, tieBreak)
    .limit(list.limit)
    .offset(list.offset);
  const total = await cappedCount(db, taxNotes, list.where);
  const names = await namesOfNotes(db, rows);
  const today = isoDay(now);
  return { rows: rows.map((row) => toApiNote(row, names, today)), total, offset: list.offset };
}

/** Only what waits for the approver: the queue a role with the Approver area reads. */
export const approverQueueScope = (): SQL[] => [eq(taxNotes.lifecycle, 'waitingForApproval'), eq(taxNotes.awaitingActor, 'approver')];
