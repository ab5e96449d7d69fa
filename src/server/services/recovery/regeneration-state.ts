import { and, eq } from 'drizzle-orm';
import { isRegenerationYear } from '../../../domain/regeneration';
import { badRequest } from '../../app-error';
import type { Db } from '../../db/open-db';
import { backgroundTasks } from '../../db/schema';
import type { Principal } from '../auth/principal';
import { kickTask, startTask } from '../tasks/background-tasks';
import type { BackgroundTask } from '../tasks/task-types';
import { REGENERATION_KIND, regenerationScope } from './regeneration';
import { yearInZone } from '../../../domain/dated-money';

/**
 * The regeneration of a year as its panel shows it: 'notStarted' while no task exists for it,
 * 'started' once recorded but not yet picked up by a runner (so the panel keeps following it).
 */
export type RegenerationState = {
  _key: string | null;
  year: number;
  status: string;
  done: number;
  total: number;
  counts: Record<string, number>;
  startedByName: string;
  error: string;
  createdAt: string | null;
  endedAt: string | null;
};

const stateOf = (year: number, task: BackgroundTask | undefined): RegenerationState => ({
  _key: task?.key ?? null,
  year,
  status: !task ? 'notStarted' : task.status === 'notStarted' ? 'started' : task.status,
  done: task?.done ?? 0,
  total: task?.total ?? 0,
  counts: task?.counts ?? {},
  startedByName: task?.startedByName ?? '',
  error: task?.error ?? '',
  createdAt: task?.createdAt.toISOString() ?? null,
  endedAt: task?.endedAt?.toISOString() ?? null,
});

/** A year before the current one and not before the first the product knows: else a translated 400. */
function checkYear(year: number, now: Date) {
  if (!isRegenerationYear(year, now)) {
    throw badRequest('INVALID_YEAR', 'regenerationYear', { last: yearInZone(now) - 1 });
  }
}

export async function regenerationState(db: Db, projectKey: string, year: number, now: Date): Promise<RegenerationState> {
  checkYear(year, now);
  const [task] = await db
    .select()
    .from(backgroundTasks)
    .where(and(eq(backgroundTasks.projectKey, projectKey), eq(backgroundTasks.kind, REGENERATION_KIND), eq(backgroundTasks.scope, regenerationScope(year))));
  return stateOf(year, task);
}

/**
 * Starts the regeneration of a year (or answers the one already started: one task per project and
 * year) and runs it at once in the background; the scheduler resumes it should the server stop.
 */
export async function startRegeneration(db: Db, projectKey: string, principal: Principal, year: number, now: Date): Promise<RegenerationState> {
  checkYear(year, now);
  const { task, created } = await startTask(db, {
    projectKey,
    kind: REGENERATION_KIND,
    scope: regenerationScope(year),
    params: { year },
    startedBy: principal.userKey,
    startedByName: principal.personName,
  });
  if (created) kickTask(db, task.key);
  return stateOf(year, task);
}
