import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { taxNotes } from '../../db/schema';
import { cappedCount, parseListQuery, tableListSpec, type ListQuery, type ListSpec, listKeyset } from '../list-query';
import { readPage, type PageOptions } from '../lists/keyset';
import { parseListParams } from '../lists/list-params';
import { amendmentStateField, namesOfNotes, notificationStateField, paymentStateField, toApiNote } from './note-view';
import { dayInZone } from '../../../domain/dated-money';

let spec: ListSpec | undefined;

/**
 * The schema's sort and filter fields, plus the derived payment state and the keys a screen
 * filters a taxpayer's, an object's or a creator's notes by. Built on first use (the schemas
 * are read once per process).
 */
export function noteListSpec(): ListSpec {
  spec ??= tableListSpec('taxNotes', taxNotes, {
    search: [taxNotes.reference, taxNotes.taxpayerName],
    names: [taxNotes.taxpayerName],
    extraFields: {
      paymentState: paymentStateField,
      notificationState: notificationStateField,
      amendmentState: amendmentStateField,
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
 * `options.after` reads by keyset instead of offset (an export walking the whole list).
 */
export async function listTaxNotes(db: Db, projectKey: string, query: ListQuery, scope: SQL[] = [], options: PageOptions = {}, now = new Date()) {
  const list = parseListQuery(query, noteListSpec(), [eq(taxNotes.projectKey, projectKey), ...scope]);
  // Already validated by parseListQuery: read again only for the sort column and direction.
  const [field, direction] = parseListParams(query, noteListSpec().defaultSort).sort;
  const keyset = listKeyset(noteListSpec(), field, taxNotes.key, direction);
  const read = (after: SQL | undefined, count: number, skip: number) =>
    db
      .select({ note: taxNotes, sortValue: keyset.sortValue })
      .from(taxNotes)
      .where(and(list.where, after))
      .orderBy(...keyset.orderBy)
      .limit(count)
      .offset(skip);
  const page = await readPage(keyset, options, list, read);
  const rows = page.map((row) => row.note);
  const total = options.count === false ? list.offset + rows.length : await cappedCount(db, taxNotes, list.where, options.countUpTo);
  const names = await namesOfNotes(db, rows);
  const today = dayInZone(now);
  const last = page.at(-1);
  // `next` only for a keyset reader: a caller paging by offset must not be taken for one.
  const next = options.after === undefined ? {} : { next: last ? { value: last.sortValue, key: last.note.key } : undefined };
  return { rows: rows.map((row) => toApiNote(row, names, today)), total, offset: list.offset, ...next };
}

/** Only what waits for the approver: the queue a role with the Approver area reads. */
export const approverQueueScope = (): SQL[] => [eq(taxNotes.lifecycle, 'waitingForApproval'), eq(taxNotes.awaitingActor, 'approver')];
