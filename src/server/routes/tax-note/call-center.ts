import type { FastifyInstance } from 'fastify';
import { CALL_STATUSES, REMINDER_TYPES } from '../../../domain/call-log';
import { currentPrincipal, currentProject } from '../../plugins/access';
import { listQuerySchema, sendList, type ListQuery } from '../../services/list-query';
import { listCallQueue } from '../../services/recovery/call-queue';
import { listCallLogs, logCall, type CallLogBody } from '../../services/recovery/call-logs';
import { releaseNoteLease, takeNoteLease } from '../../services/recovery/note-lease';
import { keyParams, object, str } from '../body-schemas';
import { closedObject, flag, instant, nullableText, ok, okList, text } from '../response-schemas';

const tags = ['Call centre'];
const day = { type: 'string', format: 'date', maxLength: 10 } as const;
const integer = { type: 'integer' } as const;
const money = closedObject({ amount: integer, currency: text });
const nullableMoney = { anyOf: [money, { type: 'null' }] };

const callLogBody = object(
  {
    reminderType: { type: 'string', enum: [...REMINDER_TYPES] },
    reminderDate: day,
    comment: str(1000),
    callStatus: { type: 'string', enum: [...CALL_STATUSES] },
    promiseDate: day,
    promiseAmount: { type: 'integer', minimum: 0, maximum: 900719925474099 },
    calledAt: { type: 'string', format: 'date-time', maxLength: 40 },
    sendReminder: flag,
  },
  ['reminderType', 'reminderDate', 'callStatus', 'calledAt'],
);

const callLogSchema = closedObject({
  _key: text,
  noteKey: text,
  reminderType: text,
  reminderDate: text,
  comment: text,
  callStatus: text,
  promiseDate: nullableText,
  promiseAmount: nullableMoney,
  calledAt: instant,
  userName: text,
  smsStatus: nullableText,
  createdAt: instant,
});

const queueRowSchema = closedObject({
  _key: text,
  reference: text,
  taxType: text,
  taxpayerName: text,
  phone: nullableText,
  contactPhone: nullableText,
  amount: money,
  remaining: money,
  counterRemaining: money,
  dueDate: nullableText,
  daysOverdue: integer,
  stage: nullableText,
  lastCallBy: nullableText,
  lastCallStatus: nullableText,
  lastCalledAt: nullableText,
  reminderDate: nullableText,
  promiseDate: nullableText,
  promiseAmount: nullableMoney,
  heldBy: nullableText,
  heldByMe: flag,
});

const leaseSchema = closedObject({ noteKey: text, userName: text, leasedUntil: instant });

/**
 * The call centre: its queue of notes to chase, the lease an agent takes on the note they work,
 * and the append-only call logs (no route changes or deletes one).
 */
export async function callCenterRoutes(app: FastifyInstance) {
  const read = { access: { area: 'Call Center', action: 'read' }, project: true } as const;
  // Holding a note and logging calls are the agent's work: both need the right to create logs.
  const work = { access: { area: 'Call Center', action: 'create' }, project: true } as const;

  app.get<{ Querystring: ListQuery }>(
    '/api/taxNote/call-center',
    {
      schema: { tags, description: 'Unpaid notes overdue or nearly due, most urgent first', querystring: listQuerySchema, response: okList(queueRowSchema) },
      config: read,
    },
    async (request, reply) => {
      const { rows, total, offset } = await listCallQueue(app.db, currentProject(request), request.query, new Date(), currentPrincipal(request).userKey);
      return sendList(reply, 'callCenter', offset, rows, total);
    },
  );

  app.get<{ Params: { key: string } }>(
    '/api/taxNote/:key/call-logs',
    { schema: { tags, description: "A note's call history, newest first", params: keyParams, response: okList(callLogSchema) }, config: read },
    async (request) => ({ error: false, data: await listCallLogs(app.db, currentProject(request), request.params.key) }),
  );

  app.post<{ Params: { key: string }; Body: CallLogBody }>(
    '/api/taxNote/:key/call-logs',
    {
      schema: { tags, description: 'Log a contact with the taxpayer (needs the lease)', params: keyParams, body: callLogBody, response: ok(callLogSchema) },
      config: { ...work, auditAction: 'call logged' },
    },
    async (request) => ({
      error: false,
      data: await logCall({
        db: app.db,
        projectKey: currentProject(request),
        noteKey: request.params.key,
        principal: currentPrincipal(request),
        body: request.body,
        now: new Date(),
      }),
    }),
  );

  app.post<{ Params: { key: string } }>(
    '/api/taxNote/:key/call-lease',
    {
      schema: { tags, description: 'Take or renew the note for the calling agent (409 when another has it)', params: keyParams, response: ok(leaseSchema) },
      config: work,
    },
    async (request) => {
      const principal = currentPrincipal(request);
      const holder = { userKey: principal.userKey, userName: principal.personName };
      return { error: false, data: await takeNoteLease(app.db, currentProject(request), request.params.key, holder, new Date()) };
    },
  );

  app.delete<{ Params: { key: string } }>(
    '/api/taxNote/:key/call-lease',
    { schema: { tags, description: 'Give the note back', params: keyParams, response: ok(closedObject({ released: flag })) }, config: work },
    async (request) => ({
      error: false,
      data: { released: await releaseNoteLease(app.db, currentProject(request), request.params.key, currentPrincipal(request).userKey) },
    }),
  );
}
