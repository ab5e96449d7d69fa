import type { FastifyInstance } from 'fastify';
import { currentProject } from '../../plugins/access';
import { caseWorkerChoices, hospitalChoices } from '../../services/health-choices/health-choices';
import { closedObject, okList, text } from '../response-schemas';

/** The choice lists the health forms need, each behind the right of the people who fill those forms. */
export async function healthChoiceRoutes(app: FastifyInstance) {
  app.get(
    '/api/project/hospitals',
    {
      schema: {
        tags: ['Health'],
        description: "The current health project's hospitals, for declarations",
        response: okList(closedObject({ _key: text, establishmentName: text })),
      },
      config: { access: { area: 'Birth', action: 'read' }, project: true },
    },
    async (request) => ({ error: false, data: await hospitalChoices(app.db, currentProject(request)) }),
  );

  app.get(
    '/api/project/gbv-cases/case-workers',
    {
      schema: {
        tags: ['Health'],
        description: 'The case workers a GBV case may be assigned to',
        response: okList(closedObject({ key: text, name: text })),
      },
      config: { access: { area: 'GBV Supervisor', action: 'read' }, project: true },
    },
    async (request) => ({ error: false, data: await caseWorkerChoices(app.db, currentProject(request)) }),
  );
}
