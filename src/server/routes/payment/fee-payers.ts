import type { FastifyInstance } from 'fastify';
import { currentPrincipal, currentProject } from '../../plugins/access';
import { findFeePayers } from '../../services/fees/fee-payers';
import { object, str } from '../body-schemas';
import { closedObject, okList, text } from '../response-schemas';

const choice = closedObject({ _key: text, name: text, phoneCountryCode: text, phoneNumber: text });

/**
 * The registered payers a fee agent may pick on /fee. It is declared under the Fee area: a
 * collection point has no Citizen area (the citizens list is not theirs to read), so it answers
 * only what picking a payer needs (name, phone, key), at most 20 at a time, for a search of at
 * least two characters.
 */
export async function feePayerRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { q: string } }>(
    '/api/payment/fee-payers',
    {
      schema: {
        tags: ['Payments'],
        description: "Registered citizens matching a name or phone, as a fee's payer (name, phone and key only)",
        querystring: object({ q: { ...str(100, 2), pattern: '\\S\\S' } }, ['q']),
        response: okList(choice),
      },
      config: { access: { area: 'Fee', action: 'create' }, project: true },
    },
    async (request) => ({ error: false, data: await findFeePayers(app.db, currentProject(request), currentPrincipal(request), request.query.q) }),
  );
}
