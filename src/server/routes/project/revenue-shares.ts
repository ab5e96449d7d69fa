import type { FastifyInstance } from 'fastify';
import { currentProject } from '../../plugins/access';
import { revenueSharesBetween } from '../../services/revenue-shares/revenue-shares-between';
import { object } from '../body-schemas';

const day = { type: 'string', format: 'date', maxLength: 10 } as const;
const amount = { type: 'integer' } as const;
const shareRow = object({ beneficiaryKey: { type: 'string' }, beneficiaryName: { type: 'string' }, USD: amount, CDF: amount });

/** Each beneficiary's share of the payments dated within a range, in both currencies. */
export async function revenueShareRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { from?: string; to?: string } }>(
    '/api/project/revenue-shares',
    {
      schema: {
        tags: ['Revenue shares'],
        description: 'What each beneficiary is owed from the money collected in a period',
        querystring: object({ from: day, to: day }),
        response: { 200: object({ error: { type: 'boolean' }, data: { type: 'array', items: shareRow } }) },
      },
      config: { access: { area: 'Revenue Split', action: 'read' }, project: true },
    },
    async (request) => ({ error: false, data: await revenueSharesBetween(app.db, currentProject(request), request.query) }),
  );
}
