import type { FastifyInstance } from 'fastify';
import { MAX_MINOR_UNITS } from '../../../domain/money';
import { currentPrincipal, currentProject } from '../../plugins/access';
import { listQuerySchema, sendList, type ListQuery } from '../../services/list-query';
import { listSettlements } from '../../services/settlements/list-settlements';
import type { SettlementInput } from '../../services/settlements/record-settlement';
import { requestSettlement } from '../../services/money-requests/request-settlement';
import { settlementSummary } from '../../services/settlements/settlement-summary';
import { key, nonEmpty, object } from '../body-schemas';
import { okList, ok, openObject, rowSchema } from '../response-schemas';
import { settlements } from '../../db/schema';

const tags = ['Revenue shares'];
const text = { type: 'string' } as const;
const amount = { type: 'integer' } as const;
const summaryRow = object({ beneficiaryKey: text, beneficiaryName: text, currency: text, owed: amount, settled: amount, remaining: amount });

/** A transfer as listed; the one just recorded also tells what remains owed. */
const settlement = rowSchema(settlements, { omit: ['projectKey'], extra: { beneficiaryName: text, remaining: amount } });

export const settlementBody = object(
  {
    beneficiaryKey: key(),
    currency: { type: 'string', enum: ['USD', 'CDF'] },
    amount: { type: 'integer', minimum: 1, maximum: MAX_MINOR_UNITS },
    bankKey: key(),
    transferReference: nonEmpty(100),
    transferDate: { type: 'string', format: 'date', maxLength: 10 },
  },
  ['beneficiaryKey', 'currency', 'amount', 'transferReference', 'transferDate'],
);

/** What the beneficiaries' shares owe, the transfers that settle them, and recording a transfer. */
export async function settlementRoutes(app: FastifyInstance) {
  const read = { access: { area: 'Revenue Split', action: 'read' }, project: true } as const;

  app.get(
    '/api/project/settlements/summary',
    {
      schema: {
        tags,
        description: 'Per beneficiary and currency: owed, settled and remaining',
        response: { 200: object({ error: { type: 'boolean' }, data: { type: 'array', items: summaryRow } }) },
      },
      config: read,
    },
    async (request) => ({ error: false, data: await settlementSummary(app.db, currentProject(request)) }),
  );

  app.get<{ Querystring: ListQuery }>(
    '/api/project/settlements',
    { schema: { tags, description: 'Transfers recorded to beneficiaries', querystring: listQuerySchema, response: okList(settlement) }, config: read },
    async (request, reply) => {
      const { rows, total, offset } = await listSettlements(app.db, currentProject(request), request.query);
      return sendList(reply, 'settlements', offset, rows, total);
    },
  );

  // Four eyes: a transfer is asked for here and recorded only when someone else approves it
  // (/api/project/money-requests/:key/approve), under the settlement lock and cap.
  app.post<{ Body: SettlementInput }>(
    '/api/project/settlements',
    {
      schema: { tags, description: 'Ask to record a transfer to a beneficiary; a second person approves it', body: settlementBody, response: ok(openObject) },
      config: { access: { area: 'Revenue Split', action: 'create' }, project: true, auditAction: 'settlement requested' },
    },
    async (request) => ({
      error: false,
      data: await requestSettlement({
        db: app.db,
        projectKey: currentProject(request),
        principal: currentPrincipal(request),
        input: request.body,
        now: new Date(),
      }),
    }),
  );
}
