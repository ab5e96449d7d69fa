import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { jobRuns, projects } from '../../db/schema';
import { notFound } from '../../app-error';
import type { Principal } from '../auth/principal';
import { cappedCount, parseListQuery, type ListQuery, type ListSpec } from '../list-query';

/** Job runs have no entity schema (nobody edits them): their sortable and filterable columns are named here. */
const schedulerLogSpec: ListSpec = {
  fields: {
    startedAt: jobRuns.startedAt,
    endedAt: jobRuns.endedAt,
    jobName: jobRuns.jobName,
    outcome: jobRuns.outcome,
  },
  search: [jobRuns.jobName, jobRuns.error],
  defaultSort: ['startedAt', 'DESC'],
};

/** A Super Admin may look into any project, anyone else only into the projects they belong to. */
async function assertVisible(db: Db, principal: Principal, projectKey: string) {
  if (!principal.isSuperAdmin && !principal.projectKeys.includes(projectKey)) throw notFound();
  const [project] = await db.select({ key: projects.key }).from(projects).where(eq(projects.key, projectKey));
  if (!project) throw notFound();
}

/** The scheduler-logs tab: the runs of a project's jobs, newest first, with their duration. */
export async function listSchedulerLogs(db: Db, principal: Principal, projectKey: string, query: ListQuery) {
  await assertVisible(db, principal, projectKey);
  const list = parseListQuery(query, schedulerLogSpec, [eq(jobRuns.projectKey, projectKey)]);
  const rows = await db
    .select()
    .from(jobRuns)
    .where(list.where)
    .orderBy(...list.orderBy, sql`${jobRuns.id} desc`)
    .limit(list.limit)
    .offset(list.offset);
  const total = await cappedCount(db, jobRuns, list.where);
  return {
    rows: rows.map(({ id, projectKey: _project, ...row }) => ({
      _key: String(id),
      ...row,
      durationMs: row.endedAt ? row.endedAt.getTime() - row.startedAt.getTime() : null,
    })),
    total,
    offset: list.offset,
  };
}
