import type { FastifyInstance } from 'fastify';
import { currentProject } from '../../plugins/access';
import { listQuerySchema, sendList, type ListQuery } from '../../services/list-query';
import { listActivity } from '../../services/activity/list-activity';
import { userActivity } from '../../db/schema';
import { flag, okList, rowSchema, text } from '../response-schemas';

/** An audit row: its numeric id as `_key`, and whether the attempt failed. */
const activityRow = rowSchema(userActivity, { omit: ['id'], extra: { _key: text, failed: flag } });

export async function userActivityRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ListQuery }>(
    '/api/project/user-activity',
    {
      schema: {
        tags: ['Projects'],
        description: 'Audit trail of the current project (append-only)',
        querystring: listQuerySchema,
        response: okList(activityRow),
      },
      config: { access: { area: 'Project', action: 'read' }, project: true },
    },
    async (request, reply) => {
      const { rows, total, offset } = await listActivity(app.db, currentProject(request), request.query);
      return sendList(reply, 'userActivity', offset, rows, total);
    },
  );
}
