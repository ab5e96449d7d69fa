import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentPrincipal, currentProject } from '../../plugins/access';
import { idempotent } from '../../services/payments/idempotency';
import { countingPostedPayments } from '../../observability/process-metrics';
import { postPaymentsInTransaction, type PaymentInput } from '../../services/payments/post-payments';
import { findNotes, payableOf, receiptOf } from '../../services/payments/read-payments';
import { requestReversal } from '../../services/money-requests/request-reversal';
import { ok, openObject } from '../response-schemas';
import { splitPayment } from '../../services/payments/split-payment';
import { listQuerySchema, sendList, type ListQuery } from '../../services/list-query';
import { listPayments } from '../../services/payments/list-payments';
import { paymentBanks } from '../../services/payments/payment-banks';
import { keyParams } from '../body-schemas';
import { positionOf } from '../tax-note/tax-notes';
import {
  findQuery,
  foundResponse,
  idempotencyHeaders,
  multiplePaymentBody,
  noteKeyParams,
  payableResponse,
  paymentBanksResponse,
  paymentListResponse,
  paymentBody,
  postedResponse,
  receiptParams,
  receiptResponse,
  reverseBody,
  scheduleResponse,
  splitBody,
} from './payment-schemas';

const tags = ['Payments'];
type SplitBody = { noteKey: string; firstDueDate: string; firstAmount: number; numberOfSplits: number };

/**
 * The counter: find a note, see what it asks now, take the money (one note or several of one
 * taxpayer on one receipt), split a note into instalments, reverse a payment, read a receipt.
 */
export async function paymentRoutes(app: FastifyInstance) {
  const read = { access: { area: 'Payment', action: 'read' }, project: true } as const;
  const create = (auditAction: string) => ({ access: { area: 'Payment', action: 'create' }, project: true, auditAction }) as const;

  /** Posts once per Idempotency-Key (when the client sends one), the key taken in the posting's transaction. */
  const post = (request: FastifyRequest, noteKeys: string[], input: PaymentInput) => {
    const projectKey = currentProject(request);
    const principal = currentPrincipal(request);
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' ? header : undefined;
    const body = { url: request.routeOptions.url, body: request.body };
    return countingPostedPayments('payment', (committed) =>
      idempotent({ db: app.db, key, userKey: principal.userKey, projectKey, body }, async (tx) => {
        const posted = await postPaymentsInTransaction(tx, { ...input, projectKey, principal, noteKeys, now: new Date(), ...positionOf(request) });
        committed(posted.payments.length);
        return posted;
      }),
    );
  };

  app.get<{ Querystring: ListQuery }>(
    '/api/payment/payments',
    {
      schema: {
        tags,
        description: "The payments the caller may read (a bank agent: its own banks'), filtered, sorted and paged",
        querystring: listQuerySchema,
        response: paymentListResponse,
      },
      config: read,
    },
    async (request, reply) => {
      const { rows, total, offset } = await listPayments(app.db, currentProject(request), currentPrincipal(request), request.query);
      return sendList(reply, 'payment/payments', offset, rows, total);
    },
  );

  app.get(
    '/api/payment/banks',
    {
      schema: { tags, description: 'The banks whose payments the caller may read, by name, for the Bank filter', response: paymentBanksResponse },
      config: read,
    },
    async (request) => ({
      error: false,
      data: await paymentBanks(app.db, currentProject(request), currentPrincipal(request)),
    }),
  );

  app.get<{ Querystring: { text: string } }>(
    '/api/payment/find',
    { schema: { tags, description: 'Find notes to pay by reference, taxpayer name or phone', querystring: findQuery, response: foundResponse }, config: read },
    async (request) => ({
      error: false,
      data: await findNotes(app.db, currentProject(request), request.query.text),
    }),
  );

  app.get<{ Params: { noteKey: string } }>(
    '/api/payment/payable/:noteKey',
    {
      schema: {
        tags,
        description: 'What a note asks now: the amount due, its instalments and the rate of the day',
        params: noteKeyParams,
        response: payableResponse,
      },
      config: read,
    },
    async (request) => ({ error: false, data: await payableOf(app.db, currentProject(request), currentPrincipal(request), request.params.noteKey) }),
  );

  app.get<{ Params: { receiptNumber: string } }>(
    '/api/payment/receipts/:receiptNumber',
    { schema: { tags, description: 'A receipt and the payments it holds', params: receiptParams, response: receiptResponse }, config: read },
    async (request) => ({ error: false, data: await receiptOf(app.db, currentProject(request), currentPrincipal(request), request.params.receiptNumber) }),
  );

  app.post<{ Body: PaymentInput & { noteKey: string } }>(
    '/api/payment/payments',
    {
      schema: {
        tags,
        description: 'Post a payment on one note, once per Idempotency-Key',
        headers: idempotencyHeaders,
        body: paymentBody,
        response: postedResponse,
      },
      config: create('payment posted'),
    },
    async (request) => {
      const { noteKey, ...input } = request.body;
      return { error: false, data: await post(request, [noteKey], input) };
    },
  );

  app.post<{ Body: PaymentInput & { noteKeys: string[] } }>(
    '/api/payment/multiplePayments',
    {
      schema: {
        tags,
        description: 'Pay several notes of one taxpayer on one receipt, once per Idempotency-Key',
        headers: idempotencyHeaders,
        body: multiplePaymentBody,
        response: postedResponse,
      },
      config: create('payments posted'),
    },
    async (request) => {
      const { noteKeys, ...input } = request.body;
      return { error: false, data: await post(request, noteKeys, input) };
    },
  );

  // Four eyes: a reversal is asked for here and written only when another officer approves it
  // (/api/project/money-requests/:key/approve).
  app.post<{ Params: { key: string }; Body: { reason: string } }>(
    '/api/payment/payments/:key/reverse',
    {
      schema: {
        tags,
        description: "Ask for a payment's reversal; a second person approves it",
        params: keyParams,
        body: reverseBody,
        response: ok(openObject),
      },
      config: { access: { area: 'Recoverment', action: 'update' }, project: true, auditAction: 'payment reversal requested' },
    },
    async (request) => ({
      error: false,
      data: await requestReversal({
        db: app.db,
        projectKey: currentProject(request),
        principal: currentPrincipal(request),
        paymentKey: request.params.key,
        reason: request.body.reason,
        now: new Date(),
      }),
    }),
  );

  app.post<{ Body: SplitBody }>(
    '/api/payment/splitPayment',
    {
      schema: { tags, description: 'Split a note into instalments, when the project allows it', body: splitBody, response: scheduleResponse },
      config: create('payment split'),
    },
    async (request) => ({
      error: false,
      data: await splitPayment({ db: app.db, projectKey: currentProject(request), principal: currentPrincipal(request), ...request.body, now: new Date() }),
    }),
  );
}
