import { SCHEDULED_JOBS } from '../../domain/scheduled-jobs';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/open-db';
import { noteRecovery, taxNotes } from '../db/schema';
import { escalateRecovery } from '../services/recovery/recovery-stage';
import { errorMessageOf, type Job, type JobContext, type JobResult } from './job';
import { sliceRun } from './job-slices';
import { dayInZone } from '../../domain/dated-money';

/** Notes read at once; a larger backlog is read again, by keyset, in the same run. */
const BATCH_SIZE = 1000;

/**
 * A promise is broken when the newest promise to pay of a note has its day before today and the
 * payments recorded since it was made settle less than the amount promised, while the note still
 * has something to pay. Notes already at promiseBroken or further are left alone.
 */
const promiseBroken = (today: string) => sql`exists (
  select 1 from call_logs p
  where p.note_key = ${taxNotes.key}
    and p.id = (select max(q.id) from call_logs q where q.note_key = ${taxNotes.key} and q.call_status = 'promiseToPay')
    and p.promise_date < ${today}::date
    and coalesce((select sum(y.settled_amount) from payments y where y.note_key = ${taxNotes.key} and y.created_at >= p.created_at), 0) < p.promise_amount
)`;

/**
 * Moves every note whose promise was broken to 'promiseBroken', each in its own statement, in
 * slices of about 50 ms with the event loop given back between them (requests interleave on the
 * embedded engine).
 */
export async function escalateBrokenPromises({ db, projectKey, now }: JobContext): Promise<JobResult> {
  const at = now();
  const counts = { broken: 0, failed: 0 };
  let error: string | undefined;
  const slicer = sliceRun('brokenPromises');
  let after = '';
  for (;;) {
    const notes = await db
      .select({ key: taxNotes.key })
      .from(taxNotes)
      .leftJoin(noteRecovery, eq(noteRecovery.noteKey, taxNotes.key))
      .where(
        and(
          eq(taxNotes.projectKey, projectKey),
          gt(taxNotes.key, after),
          inArray(taxNotes.lifecycle, ['approved', 'issued']),
          gt(sql`${taxNotes.amount} - ${taxNotes.paidAmount}`, 0),
          sql`coalesce(${noteRecovery.stage}, 'none') in ('none', 'reminded')`,
          promiseBroken(dayInZone(at)),
        ),
      )
      .orderBy(asc(taxNotes.key))
      .limit(BATCH_SIZE);
    await slicer.giveWay();
    for (const note of notes) {
      try {
        await escalateRecovery(db as Db, { key: note.key, projectKey }, 'promiseBroken', at);
        counts.broken += 1;
      } catch (caught) {
        counts.failed += 1;
        error ??= `${note.key}: ${errorMessageOf(caught)}`;
      }
      if (slicer.spent()) await slicer.giveWay();
    }
    await slicer.giveWay();
    if (notes.length < BATCH_SIZE) return { counts, error };
    if (slicer.overRun()) return { counts, error, more: true };
    after = notes[notes.length - 1].key;
  }
}

/** Daily, early in the morning: yesterday's promises are judged once the day is over. */
export const BROKEN_PROMISES_JOB: Job = { ...SCHEDULED_JOBS.brokenPromises, run: escalateBrokenPromises };
