import type { FastifyInstance } from 'fastify';
import { currentPrincipal, currentProject } from '../../plugins/access';
import { decideMoneyRequest, type Decision } from '../../services/money-requests/decide-money-request';
import { decideRate } from '../../services/money-requests/decide-rate';
import { listPendingMoneyRequests } from '../../services/money-requests/list-money-requests';
import { languageFrom } from '../../../i18n/translate';
import { keyParams, object, str } from '../body-schemas';
import { ok, okList, openObject } from '../response-schemas';
import { positionOf } from '../tax-note/tax-notes';

const tags = ['Money approvals'];
const decisionBody = object({ reason: str(500) });
const decided = ok(object({ request: openObject, result: { anyOf: [openObject, { type: 'null' }] } }));

/**
 * The four-eyes queue of money: what waits for a second person (reversals, settlements, rates) and
 * their decisions. Anyone signed in may call it; the services answer each caller with the kinds
 * their role may see and refuse a decision to whoever lacks the right or made the request.
 */
export async function moneyRequestRoutes(app: FastifyInstance) {
  const config = (auditAction?: string) => ({ access: { area: 'Dashboard', action: auditAction ? 'update' : 'read' }, project: true, auditAction }) as const;

  app.get(
    '/api/project/money-requests',
    {
      schema: { tags, description: 'Money decisions waiting for a second person: reversals, settlements, exchange rates', response: okList(openObject) },
      config: config(),
    },
    async (request) => ({
      error: false,
      data: await listPendingMoneyRequests(app.db, currentProject(request), currentPrincipal(request)),
    }),
  );

  for (const decision of ['approve', 'reject'] as Decision[]) {
    app.post<{ Params: { key: string }; Body: { reason?: string } }>(
      `/api/project/money-requests/:key/${decision}`,
      {
        schema: {
          tags,
          description:
            decision === 'approve' ? 'Approve a reversal or settlement asked by someone else' : 'Reject a reversal or settlement request, with a reason',
          params: keyParams,
          body: decisionBody,
          response: decided,
        },
        config: config(`money request ${decision}d`),
      },
      async (request) => ({
        error: false,
        data: await decideMoneyRequest({
          db: app.db,
          projectKey: currentProject(request),
          principal: currentPrincipal(request),
          requestKey: request.params.key,
          decision,
          reason: request.body?.reason,
          now: new Date(),
          ...positionOf(request),
        }),
      }),
    );
    app.post<{ Params: { key: string }; Body: { reason?: string } }>(
      `/api/project/money-requests/rates/:key/${decision}`,
      {
        schema: {
          tags,
          description: decision === 'approve' ? 'Approve an exchange rate entered by someone else' : 'Reject an exchange rate, with a reason',
          params: keyParams,
          body: decisionBody,
          response: decided,
        },
        config: config(`conversion rate ${decision}d`),
      },
      async (request) => ({
        error: false,
        data: await decideRate({
          db: app.db,
          projectKey: currentProject(request),
          principal: currentPrincipal(request),
          rateKey: request.params.key,
          decision,
          reason: request.body?.reason,
          now: new Date(),
          language: languageFrom(request.headers['accept-language']),
        }),
      }),
    );
  }
}
