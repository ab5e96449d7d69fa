import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-db';
import { userActivity } from '../../db/schema';
import { countAll, parseListQuery, type ListQuery, type ListSpec } from '../list-query';

const activitySpec: ListSpec = {
  fields: { createdAt: userActivity.createdAt, userKey: userActivity.userKey, userName: userActivity.userName, action: userActivity.action, method: userActivity.method, statusCode: userActivity.statusCode },
  search: [userActivity.userName, userActivity.action, userActivity.route],
  defaultSort: ['createdAt', 'DESC'],
};

/** The project-user-activity tab: the audit rows of one project, newest first. */
export async function listActivity(db: Db, projectKey: string, query: ListQuery) {
  const list = parseListQuery(query, activitySpec, [eq(userActivity.projectKey, projectKey)]);
  const rows = await db.select().from(userActivity).where(list.where).orderBy(...list.orderBy, userActivity.id).limit(list.limit).offset(list.offset);
  const [{ total }] = await db.select({ total: countAll }).from(userActivity).where(list.where);
  return { rows: rows.map(({ id, ...row }) => ({ _key: String(id), ...row })), total, offset: list.offset };
}
