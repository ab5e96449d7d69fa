import { and, eq } from 'drizzle-orm';
import { isOverdue } from '../../../domain/recoverment';
import { formatReference } from '../../../domain/tax-reference';
import type { Db } from '../../db/open-db';
import { projects, summonses, taxNoteEvents } from '../../db/schema';
import { newKey } from '../auth/tokens';
import { lockNote } from '../tax-notes/lock-note';
import { nextSequence } from '../tax-notes/next-reference';
import type { TaskContext, TaskOutcome } from '../tasks/task-types';
import { escalateRecovery } from './recovery-stage';
import { sliceRun } from '../../jobs/job-slices';
import { dayInZone, yearInZone } from '../../../domain/dated-money';

export const SUMMONS_SERIES = 'summons';
/** Notes per progress report: the screen moves often enough, the task row is not rewritten per note. */
const BATCH = 25;

export type SummonsParams = { noteKeys: string[] };
type Outcome = 'issued' | 'skipped';

/**
 * Serves one summons, under the note's row lock: only on a note still overdue and unpaid that has
 * none yet (a payment meanwhile, or a summons from another request, makes it 'skipped'). The number
 * is taken last, so its counter row is held for the fewest statements.
 */
async function summonNote(db: Db, task: TaskContext['task'], noteKey: string, now: Date, prefix: string): Promise<Outcome> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const note = await lockNote(tx, task.projectKey, noteKey);
    if (!isOverdue(note, dayInZone(now))) return 'skipped';
    const [existing] = await tx.select({ key: summonses.key }).from(summonses).where(eq(summonses.noteKey, noteKey));
    if (existing) return 'skipped';
    await escalateRecovery(tx, note, 'summoned', now);
    const year = yearInZone(now);
    const number = formatReference(`${prefix}S`, year, await nextSequence(tx, task.projectKey, SUMMONS_SERIES, year));
    const remaining = note.amount - note.paidAmount;
    await tx.insert(summonses).values({
      key: newKey(),
      projectKey: task.projectKey,
      noteKey,
      number,
      taskKey: task.key,
      amountDue: remaining,
      currency: note.currency,
      issuedBy: task.startedBy,
      issuedAt: now,
    });
    await tx.insert(taxNoteEvents).values({
      noteKey,
      projectKey: task.projectKey,
      kind: 'summoned',
      userKey: task.startedBy,
      userName: task.startedByName,
      data: { number, amountDue: remaining, currency: note.currency },
      createdAt: now,
    });
    return 'issued';
  });
}

/**
 * The 'summons' task: a summons for each note asked, counted issued, skipped or failed (a note
 * gone from the project). Run again after a crash, notes already summoned are skipped, so each note
 * gets one summons whatever happens (the unique note_key of summonses guards it too).
 */
export async function runSummonsTask({ db, task, now, report }: TaskContext): Promise<TaskOutcome> {
  const noteKeys = (task.params as Partial<SummonsParams>).noteKeys ?? [];
  const [project] = await db
    .select({ prefix: projects.referencePrefix })
    .from(projects)
    .where(and(eq(projects.key, task.projectKey)));
  const counts = { issued: 0, skipped: 0, failed: 0 };
  const total = noteKeys.length;
  if (!project || !total) return { status: 'notFound', done: 0, total, counts };
  let done = 0;
  // Notes in slices of about 50 ms, the event loop given back between them (requests interleave on the embedded engine).
  const slicer = sliceRun('summons');
  for (const noteKey of noteKeys) {
    try {
      counts[await summonNote(db, task, noteKey, now(), project.prefix)] += 1;
    } catch {
      // One note that cannot be summoned (gone, refused by the database) does not stop the others.
      counts.failed += 1;
    }
    done += 1;
    if (done % BATCH === 0 && done < total) await report({ done, total, counts: { ...counts } });
    if (slicer.spent()) await slicer.giveWay();
  }
  await slicer.giveWay();
  return { status: 'completed', done, total, counts };
}
