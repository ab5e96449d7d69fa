import type { FastifyInstance } from 'fastify';
import { currentPrincipal, currentProject } from '../../plugins/access';
import { regenerationState, startRegeneration } from '../../services/recovery/regeneration-state';
import { object } from '../body-schemas';
import { closedObject, flag, nullableText, ok, text } from '../response-schemas';

const tags = ['Recoverment'];
const integer = { type: 'integer' } as const;
// Bounds of the schema only keep absurd numbers out; the rule (a past year from 2000) is the service's.
const year = { type: 'integer', minimum: 1000, maximum: 9999 } as const;
const stateSchema = closedObject({
  _key: nullableText,
  year: integer,
  status: text,
  done: integer,
  total: integer,
  counts: { type: 'object', additionalProperties: integer },
  startedByName: text,
  error: text,
  createdAt: { type: ['string', 'null'], format: 'date-time' },
  endedAt: { type: ['string', 'null'], format: 'date-time' },
});

/** The yearly regeneration of property notes: a receveur starts it for a past year and follows it. */
export async function regenerationRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { year: number } }>(
    '/api/taxNote/regenerate',
    {
      schema: {
        tags,
        description: "The regeneration of a year's property notes: not started, in progress, completed, not found (or failed)",
        querystring: object({ year }, ['year']),
        response: ok(stateSchema),
      },
      config: { access: { area: 'Recoverment', action: 'read' }, project: true },
    },
    async (request) => ({ error: false, data: await regenerationState(app.db, currentProject(request), request.query.year, new Date()) }),
  );

  app.post<{ Body: { year: number } }>(
    '/api/taxNote/regenerate',
    {
      schema: {
        tags,
        description: "Start regenerating a past year's property notes into this year (a background task; a second start answers the first)",
        body: object({ year }, ['year']),
        response: { 202: closedObject({ error: flag, data: stateSchema }) },
      },
      config: { access: { area: 'Recoverment', action: 'create' }, project: true, auditAction: 'regeneration started' },
    },
    async (request, reply) => {
      const state = await startRegeneration(app.db, currentProject(request), currentPrincipal(request), request.body.year, new Date());
      reply.code(202);
      return { error: false, data: state };
    },
  );
}
