import type { FastifyInstance } from 'fastify';
import { currentPrincipal } from '../../plugins/access';
import { healthOverview } from '../../services/projects/health-overview';
import { getProject } from '../../services/projects/projects';
import { keyParams } from '../body-schemas';
import { closedObject, nullableText, ok } from '../response-schemas';

const integer = { type: 'integer' } as const;

const overviewResponse = ok(
  closedObject({
    year: integer,
    hospitals: integer,
    births: closedObject({ total: integer, waitingForApproval: integer, approved: integer, synced: integer, rejected: integer }),
    deaths: closedObject({ total: integer, waitingForApproval: integer, approved: integer, rejected: integer }),
    openGbvCases: { type: ['integer', 'null'] },
    transmission: closedObject({ lastRunAt: nullableText, lastOutcome: nullableText, lastError: nullableText, failing: integer }),
  }),
);

/** The health project's overview figures, for whoever may read projects (the dashboard's first tab). */
export async function healthOverviewRoutes(app: FastifyInstance) {
  app.get<{ Params: { key: string } }>(
    '/api/project/projects/:key/health-overview',
    {
      schema: {
        tags: ['Projects'],
        description:
          'A health project at a glance: hospitals, this year’s births by stage and deaths by state, open GBV cases (hidden under 5), registry transmission',
        params: keyParams,
        response: overviewResponse,
      },
      config: { access: { area: 'Project', action: 'read' } },
    },
    async (request) => {
      // The same visibility as the project itself: a project the caller may not see is a 404.
      await getProject(app.db, currentPrincipal(request), request.params.key);
      return { error: false, data: await healthOverview(app.readDb, request.params.key) };
    },
  );
}
