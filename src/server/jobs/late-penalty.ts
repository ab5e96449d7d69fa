import { SCHEDULED_JOBS } from '../../domain/scheduled-jobs';
import { applyLatePenalty, notesDueForPenalty, type PenaltyCursor, type PenaltyRun } from '../services/recovery/late-penalty';
import { errorMessageOf, type Job, type JobContext, type JobResult } from './job';
import { sliceRun } from './job-slices';
import { dayInZone } from '../../domain/dated-money';

const LATE_PENALTY_JOB_NAME = 'latePenalty';
/** Candidates read at once: a bigger backlog is read again, by keyset, once these are done. */
const READ_SIZE = 5000;

export type PenaltyRunOptions = {
  /** For tests: called after each batch (a slice's notes), before the next one; a crash may be thrown from here. */
  afterBatch?: (batchesDone: number) => void | Promise<void>;
  /** For tests: a shorter slice or run budget. */
  sliceMs?: number;
  runBudgetMs?: number;
};

/**
 * Adds the 4% late penalty to every note of the project whose due date has passed and that still
 * owes something, in one run however many there are. Each note is its own short transaction
 * under the note's row lock, so a payment or a decision on it waits for one note's work at most;
 * the notes are done in batches of about 50 ms (a slice), and between two batches the job gives
 * way, so on the embedded engine requests interleave instead of queueing behind the whole run.
 * A run past its budget (minutes of work) stops and runs again a minute later for the rest.
 *
 * Exactly once per note, whoever runs it and however a run ends: the note's lock and the check
 * made under it (no penalty item yet) serialise two runners on a note (a note locked by another
 * runner or a payment is passed over and taken again, waiting for its lock, at the end of the run), and the database's unique
 * index on a note's penalty item (tax_note_items_one_penalty_idx) refuses a second one. A run
 * that stops midway (a crash, a stop) committed whole notes only; the next run leaves those out
 * (the query skips penalised notes) and does the rest.
 *
 * A note that changed between the search and its lock (paid, disputed) is not penalised; any
 * other refusal counts as failed and the run goes on.
 */
export async function applyLatePenalties({ db, projectKey, now }: JobContext, options: PenaltyRunOptions = {}): Promise<JobResult> {
  const counts = { penalised: 0, failed: 0 };
  let error: string | undefined;
  const slicer = sliceRun(LATE_PENALTY_JOB_NAME, options);
  const run: PenaltyRun = { bookings: new Map(), skipLocked: true };
  /** Notes another transaction held when their turn came: done at the end of the run, waiting for their lock. */
  const busy: string[] = [];
  let batches = 0;
  /** Penalises the notes in slices; answers false when the run's budget ran out first. */
  const penalise = async (keys: string[]) => {
    for (const [index, key] of keys.entries()) {
      try {
        const outcome = await applyLatePenalty(db, projectKey, key, now(), run);
        if (outcome === 'penalised') counts.penalised += 1;
        else if (outcome === 'busy') busy.push(key);
      } catch (caught) {
        counts.failed += 1;
        error ??= `${key}: ${errorMessageOf(caught)}`;
      }
      if (!slicer.spent() && index < keys.length - 1) continue;
      batches += 1;
      await options.afterBatch?.(batches);
      await slicer.giveWay();
      if (slicer.overRun() && index < keys.length - 1) return false;
    }
    return true;
  };
  let cursor: PenaltyCursor | undefined;
  for (;;) {
    const due = await notesDueForPenalty(db, projectKey, dayInZone(now()), READ_SIZE, cursor);
    await slicer.giveWay();
    if (!(await penalise(due.map((note) => note.key)))) return { counts, error, more: true };
    if (due.length < READ_SIZE) break;
    cursor = due[due.length - 1];
  }
  // Two runners walk the same notes in the same order: each passes over the note the other holds
  // instead of queueing behind it. What was passed over is taken now, waiting for its lock: done
  // by the other runner meanwhile, it is found penalised under the lock and left alone.
  run.skipLocked = false;
  if (!(await penalise(busy.splice(0)))) return { counts, error, more: true };
  return { counts, error };
}

/**
 * Hourly, at five past: the due day ends at midnight in the project's time zone, not the server's,
 * so an hourly run penalises a note within the hour of its due day's end wherever the project is,
 * and a run missed while the server was down is made up an hour later. A run finds nothing to do
 * most hours (already penalised notes are left out by the query), so it costs little.
 */
export const LATE_PENALTY_JOB: Job = { ...SCHEDULED_JOBS.latePenalty, name: LATE_PENALTY_JOB_NAME, run: (context) => applyLatePenalties(context) };
