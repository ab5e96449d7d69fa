import type { FastifyInstance } from 'fastify';
import { MAX_MINOR_UNITS } from '../../../domain/money';
import { currentPrincipal, currentProject } from '../../plugins/access';
import { collectFee, type FeeInput } from '../../services/fees/collect-fee';
import { idempotent } from '../../services/payments/idempotency';
import { countingPostedPayments } from '../../observability/process-metrics';
import { key, nonEmpty, object, str } from '../body-schemas';
import { positionOf } from '../tax-note/tax-notes';
import { idempotencyHeaders } from './payment-schemas';
import { noteDetailResponse } from '../tax-note/tax-note-schemas';
import { closedObject, ok, text, type JsonSchema } from '../response-schemas';

/** The note as issued and paid, with the receipt the counter prints. */
const collected = ok(closedObject({ note: noteDetailResponse[200].properties.data as JsonSchema, receiptNumber: text }));

const countryCode = { type: 'string', pattern: '^[1-9][0-9]{0,3}$', maxLength: 4 } as const;
const phoneNumber = { type: 'string', pattern: '^[0-9]{4,15}$', maxLength: 15 } as const;
const day = { type: 'string', format: 'date', maxLength: 10 } as const;

const registeredPayer = object({ kind: { type: 'string', enum: ['citizen', 'organization'] }, key: key(), phoneCountryCode: countryCode, phoneNumber }, [
  'kind',
  'key',
]);
const walkInPayer = object(
  {
    kind: { type: 'string', enum: ['walkIn'] },
    firstName: nonEmpty(100),
    lastName: nonEmpty(100),
    gender: { type: 'string', enum: ['Male', 'Female'] },
    phoneCountryCode: countryCode,
    phoneNumber,
  },
  ['kind', 'firstName', 'lastName', 'phoneCountryCode', 'phoneNumber'],
);

export const feeBody = object(
  {
    nomenclatureItemKey: key(),
    payer: { oneOf: [registeredPayer, walkInPayer] },
    stepValues: { type: 'object', maxProperties: 50, additionalProperties: str(32) },
    method: { type: 'string', enum: ['bank', 'cash', 'collectionPoint'] },
    paidCurrency: { type: 'string', enum: ['USD', 'CDF'] },
    paidAmount: { type: 'integer', minimum: 0, maximum: MAX_MINOR_UNITS },
    bankKey: key(),
    bankSlipNumber: str(100),
    cashierName: str(200),
    cashierPhone: str(20),
    paymentDate: day,
  },
  ['nomenclatureItemKey', 'payer', 'method', 'paidCurrency', 'paidAmount', 'paymentDate'],
);

/** The counter's fee in one step: created, approved by its protocol and paid, with its receipt. */
export async function feeRoutes(app: FastifyInstance) {
  app.post<{ Body: FeeInput }>(
    '/api/payment/fees',
    {
      schema: {
        tags: ['Payments'],
        description: 'Issue and collect a fee in one transaction',
        headers: idempotencyHeaders,
        body: feeBody,
        response: collected,
      },
      config: { access: { area: 'Fee', action: 'create' }, project: true, auditAction: 'fee collected' },
    },
    async (request) => {
      const projectKey = currentProject(request);
      const principal = currentPrincipal(request);
      // A resent fee (the counter's network dropped the answer) answers the first result.
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' ? header : undefined;
      const body = { url: request.routeOptions.url, body: request.body };
      const options = { projectKey, principal, input: request.body, now: new Date(), ...positionOf(request) };
      const data = await countingPostedPayments('fee', (committed) =>
        idempotent({ db: app.db, key, userKey: principal.userKey, projectKey, body }, async (tx) => {
          const collected = await collectFee(tx, options);
          committed(1);
          return collected;
        }),
      );
      return { error: false, data };
    },
  );
}
