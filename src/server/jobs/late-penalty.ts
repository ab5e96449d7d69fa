import { isoDay } from '../../domain/calendar-rules';
import { applyLatePenalty, notesDueForPenalty } from '../services/recovery/late-penalty';
import { errorMessageOf, type Job, type JobContext, type JobResult } from './job';

/** Notes penalised per run; a larger backlog (the first run on old data) drains over the next runs. */
const BATCH_SIZE = 500;

/**
 * Adds the 4% late penalty to every note of the project whose due date has passed and that still
 * owes something. A note that changed between the search and its lock (paid, disputed) is simply
 * not penalised; any other refusal counts as failed and the run goes on.
 */
export async function applyLatePenalties({ db, projectKey, now }: JobContext): Promise<JobResult> {
  const counts = { penalised: 0, failed: 0 };
  let error: string | undefined;
  const keys = await notesDueForPenalty(db, projectKey, isoDay(now()), BATCH_SIZE);
  for (const key of keys) {
    try {
      if ((await applyLatePenalty(db, projectKey, key, now())) === 'penalised') counts.penalised += 1;
    } catch (caught) {
      counts.failed += 1;
      error ??= `${key}: ${errorMessageOf(caught)}`;
    }
  }
  return { counts, error };
}

/**
 * Hourly, at five past: the due day ends at midnight in the project's time zone, not the server's,
 * so an hourly run penalises a note within the hour of its due day's end wherever the project is,
 * and a run missed while the server was down is made up an hour later. A run finds nothing to do
 * most hours (already penalised notes are left out by the query), so it costs little.
 */
export const LATE_PENALTY_JOB: Job = { name: 'latePenalty', schedule: '5 * * * *', run: applyLatePenalties };
