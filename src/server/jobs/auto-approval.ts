import { SCHEDULED_JOBS } from '../../domain/scheduled-jobs';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/open-db';
import { records, taxNotes } from '../db/schema';
import { AppError } from '../app-error';
import { protocolOf, type ProtocolStep } from '../../domain/tax-note-protocol';
import { stepsForTaxType, type TaxType } from '../../domain/tax-computation';
import { transitionNote } from '../services/tax-notes/transition-note';
import { errorMessageOf, type Job, type JobContext, type JobResult } from './job';
import { sliceRun } from './job-slices';

const HOUR_MS = 60 * 60 * 1000;
const AUTO_APPROVAL_JOB_NAME = 'autoApproval';
/** Notes approved per tax type and run; a larger backlog drains over the next runs, within the lease. */
const BATCH_SIZE = 500;

/** A step configuration as its schema validates it, in the fields the protocol reads. */
type StepData = ProtocolStep & { taxType?: string; sequence: number };

/** The step configurations of a project, as the record store keeps them. */
async function projectSteps(db: Db, projectKey: string): Promise<StepData[]> {
  const rows = await db
    .select({ data: records.data })
    .from(records)
    .where(and(eq(records.resource, 'stepConfigurations'), eq(records.projectKey, projectKey)));
  return rows.map((row) => row.data as StepData);
}

/**
 * Approves, as the system, the notes that waited for an approver longer than their tax type's
 * protocol allows (autoApproveAfterHours of the type's steps). A type without that setting is
 * never approved automatically. A note decided by someone between the search and the approval
 * lost nothing and is not counted; any other refusal counts as failed and the run goes on.
 */
export async function autoApproveNotes({ db, projectKey, now }: JobContext): Promise<JobResult> {
  const waiting = and(eq(taxNotes.projectKey, projectKey), eq(taxNotes.lifecycle, 'waitingForApproval'));
  const taxTypes = await db.selectDistinct({ taxType: taxNotes.taxType }).from(taxNotes).where(waiting);
  const counts = { approved: 0, failed: 0 };
  let error: string | undefined;
  if (!taxTypes.length) return { counts };
  const steps = await projectSteps(db, projectKey);
  // Notes in slices of about 50 ms, the event loop given back between them (requests interleave on the embedded engine).
  const slicer = sliceRun(AUTO_APPROVAL_JOB_NAME);
  for (const { taxType } of taxTypes) {
    const hours = protocolOf(stepsForTaxType(steps, taxType as TaxType)).autoApproveAfterHours;
    if (hours == null) continue;
    const cutoff = new Date(now().getTime() - hours * HOUR_MS);
    const due = await db
      .select({ key: taxNotes.key })
      .from(taxNotes)
      // A note whose new amount awaits a decision waits for the approver (autoApprovable, checked again under the lock).
      .where(and(waiting, eq(taxNotes.taxType, taxType), lte(taxNotes.createdAt, cutoff), isNull(taxNotes.pendingAmendment)))
      .orderBy(asc(taxNotes.createdAt))
      .limit(BATCH_SIZE);
    for (const note of due) {
      try {
        await transitionNote({ db, projectKey, noteKey: note.key, action: 'approve', by: { kind: 'system' }, now: now() });
        counts.approved += 1;
      } catch (caught) {
        if (caught instanceof AppError && caught.statusCode === 409) continue;
        counts.failed += 1;
        error ??= `${note.key}: ${errorMessageOf(caught)}`;
      } finally {
        if (slicer.spent()) await slicer.giveWay();
      }
    }
  }
  await slicer.giveWay();
  return { counts, error };
}

/** Every quarter of an hour: a note is approved at most fifteen minutes after its time is up. */
export const AUTO_APPROVAL_JOB: Job = { ...SCHEDULED_JOBS.autoApproval, name: AUTO_APPROVAL_JOB_NAME, run: autoApproveNotes };
