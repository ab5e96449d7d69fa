import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open-db';
import type { Job } from '../../jobs/job';
import { REGISTRY_TRANSMISSION_JOB } from '../../jobs/registry-transmission';
import { runJobNow } from '../../jobs/run-job-now';
import { currentProject } from '../../plugins/access';
import { ok } from '../response-schemas';

const tags = ['Births'];

/** The registry transmission of one project, now (409 while a scheduled run is sending). */
export const sendToRegistryNow = (db: Db, projectKey: string, job: Job = REGISTRY_TRANSMISSION_JOB, now = () => new Date()) =>
  runJobNow(db, job, projectKey, { code: 'REGISTRY_RUN_BUSY', message: 'birthTransmissionBusy' }, now);

const runResponse = ok({
  type: 'object',
  properties: {
    outcome: { type: 'string' },
    counts: { type: 'object', additionalProperties: { type: 'integer' } },
    error: { type: 'string' },
  },
});

/** "Send to the registry now": the health supervisor does not wait for the next five-minute run. */
export async function birthTransmissionRoutes(app: FastifyInstance) {
  app.post(
    '/api/project/births/send-to-registry',
    {
      schema: { tags, description: 'Sends the approved births to the civil registry now, logged as a scheduler run', response: runResponse },
      config: { access: { area: 'Health Approver', action: 'update' }, project: true, auditAction: 'births sent to registry' },
    },
    async (request) => ({ error: false, data: await sendToRegistryNow(app.db, currentProject(request)) }),
  );
}
