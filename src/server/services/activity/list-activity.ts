import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { userActivity } from '../../db/schema';
import { isFailedStatus } from './record-activity';
import { cappedCount, parseListQuery, type ListQuery, type ListSpec } from '../list-query';

const activitySpec: ListSpec = {
  fields: {
    createdAt: userActivity.createdAt,
    userKey: userActivity.userKey,
    userName: userActivity.userName,
    action: userActivity.action,
    method: userActivity.method,
    statusCode: userActivity.statusCode,
  },
  search: [userActivity.userName, userActivity.action, userActivity.route],
  defaultSort: ['createdAt', 'DESC'],
};

/**
 * The project-user-activity tab: the audit rows of one project, newest first. Each row says
 * whether it failed, so the screen can tell a refused attempt from a change that was made.
 */
export async function listActivity(db: Db, projectKey: string, query: ListQuery) {
  const list = parseListQuery(query, activitySpec, [eq(userActivity.projectKey, projectKey)]);
  const rows = await db
    .select()
    .from(userActivity)
    .where(list.where)
    .orderBy(...list.orderBy, userActivity.id)
    .limit(list.limit)
    .offset(list.offset);
  const total = await cappedCount(db, userActivity, list.where);
  return { rows: rows.map(({ id, ...row }) => ({ _key: String(id), ...row, failed: isFailedStatus(row.statusCode) })), total, offset: list.offset };
}
