import type { FastifyInstance } from 'fastify';
import { currentPrincipal, currentProject } from '../../plugins/access';
import { approveReopen, closePeriod, listPeriodCloses, requestReopen } from '../../services/period-closes/period-actions';
import { nonEmpty, object } from '../body-schemas';
import { closedObject, nullableText, ok, okList, text } from '../response-schemas';

const tags = ['Closed periods'];
const monthParams = object({ month: { type: 'string', pattern: '^\\d{4}-\\d{2}$', maxLength: 7 } }, ['month']);
const periodClose = closedObject({
  month: text,
  state: { type: 'string', enum: ['open', 'closed', 'reopenRequested'] },
  closedBy: nullableText,
  closedByName: nullableText,
  closedAt: nullableText,
  reopenRequestedBy: nullableText,
  reopenRequestedByName: nullableText,
  reopenRequestedAt: nullableText,
  reopenReason: nullableText,
});

/**
 * A project's months and their closes: read by whoever reads the accounting report (the reports
 * show a closed month as such), closed and reopened by those who may update it (administrators).
 */
export async function periodCloseRoutes(app: FastifyInstance) {
  const decide = (auditAction: string) => ({ access: { area: 'Accounting', action: 'update' }, project: true, auditAction }) as const;
  type Month = { Params: { month: string } };

  app.get(
    '/api/project/period-closes',
    {
      schema: { tags, description: 'The accounting months and whether each is closed', response: okList(periodClose) },
      config: { access: { area: 'Accounting', action: 'read' }, project: true },
    },
    async (request) => ({ error: false, data: await listPeriodCloses(app.db, currentProject(request), new Date()) }),
  );

  const context = (request: { params: { month: string } } & Parameters<typeof currentProject>[0]) => ({
    db: app.db,
    projectKey: currentProject(request),
    principal: currentPrincipal(request),
    month: request.params.month,
    now: new Date(),
  });

  app.post<Month>(
    '/api/project/period-closes/:month/close',
    {
      schema: { tags, description: 'Close an accounting month: nothing dated in it may then be posted', params: monthParams, response: ok(periodClose) },
      config: decide('period closed'),
    },
    async (request) => ({ error: false, data: await closePeriod(context(request)) }),
  );

  app.post<Month & { Body: { reason: string } }>(
    '/api/project/period-closes/:month/reopen-request',
    {
      schema: {
        tags,
        description: 'Ask to reopen a closed month, with a reason; a second person approves it',
        params: monthParams,
        body: object({ reason: nonEmpty(500) }, ['reason']),
        response: ok(periodClose),
      },
      config: decide('period reopening requested'),
    },
    async (request) => ({ error: false, data: await requestReopen({ ...context(request), reason: request.body.reason }) }),
  );

  app.post<Month>(
    '/api/project/period-closes/:month/reopen-approval',
    {
      schema: { tags, description: "Approve another person's request to reopen a month", params: monthParams, response: ok(periodClose) },
      config: decide('period reopened'),
    },
    async (request) => ({ error: false, data: await approveReopen(context(request)) }),
  );
}
