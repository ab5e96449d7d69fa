import type { FastifyInstance } from 'fastify';
import { MY_WORK_SECTIONS } from '../../../domain/my-work';
import { currentPrincipal, currentProject } from '../../plugins/access';
import { myWorkFor } from '../../services/my-work/my-work';
import { closedObject, ok, text, type JsonSchema } from '../response-schemas';

const integer = { type: 'integer' } as const;
const when = { type: ['string', 'null'] } as const;
const queue = closedObject({ count: integer, oldestCreatedAt: when });
const days = { type: 'array', items: closedObject({ day: text, count: integer }) } as const;
const amounts = { type: 'array', items: closedObject({ currency: text, amount: integer }) } as const;

const myWorkAnswer: JsonSchema = closedObject({
  sections: { type: 'array', items: { type: 'string', enum: Object.keys(MY_WORK_SECTIONS) } },
  created: closedObject({
    today: integer,
    thisWeek: integer,
    byLifecycle: { type: 'object', additionalProperties: integer },
    taxed: amounts,
    daily: { type: 'array', items: closedObject({ day: text, count: integer, USD: integer, CDF: integer }) },
  }),
  approvals: closedObject({ queue, approvedToday: integer, daily: days }),
  receveur: closedObject({ queue }),
  payments: closedObject({ count: integer, amounts }),
  declarations: closedObject({ birthsToday: integer, deathsToday: integer, waiting: integer, rejected: integer, daily: days }),
  healthApprovals: closedObject({ births: queue, deaths: queue, daily: days }),
  gbvCases: closedObject({ open: integer, oldestOpenReportDate: when, closed: integer }),
});

/**
 * GET /api/my-work: the landing page of every role. Any signed-in member of the project may ask;
 * what comes back is only the sections their role holds (src/domain/my-work.ts), so the route is
 * open to all and its figures are not.
 */
export async function myWorkRoutes(app: FastifyInstance) {
  app.get(
    '/api/my-work',
    {
      schema: { tags: ['My work'], description: "The caller's own work in the project, one section per right they hold", response: ok(myWorkAnswer) },
      config: { access: { area: 'Dashboard', action: 'read' }, project: true },
    },
    async (request) => ({ error: false, data: await myWorkFor(app.db, currentProject(request), currentPrincipal(request)) }),
  );
}
