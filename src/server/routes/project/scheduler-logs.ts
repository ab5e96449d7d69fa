import type { FastifyInstance } from 'fastify';
import { currentPrincipal } from '../../plugins/access';
import { listQuerySchema, sendList, type ListQuery } from '../../services/list-query';
import { listSchedulerLogs } from '../../services/scheduler/list-scheduler-logs';
import { keyParams } from '../body-schemas';

export async function schedulerLogRoutes(app: FastifyInstance) {
  app.get<{ Params: { key: string }; Querystring: ListQuery }>(
    '/api/project/projects/:key/scheduler-logs',
    {
      schema: { tags: ['Projects'], description: "Runs of the project's scheduled jobs (append-only)", params: keyParams, querystring: listQuerySchema },
      config: { access: { area: 'Project', action: 'read' } },
    },
    async (request, reply) => {
      const { rows, total, offset } = await listSchedulerLogs(app.db, currentPrincipal(request), request.params.key, request.query);
      return sendList(reply, 'schedulerLogs', offset, rows, total);
    },
  );
}
