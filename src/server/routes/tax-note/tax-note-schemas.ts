import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EntitySchema, JsonSchema } from '../../../domain/entity-meta';
import { inlineSchema } from '../../../domain/schema-bundle';
import { NOTE_ACTIONS } from '../../../domain/tax-note-protocol';
import { entityOf } from '../../services/records/entity-registry';
import { projectPath } from '../../project-root';
import { key, nonEmpty, object } from '../body-schemas';

const schemasDir = projectPath('schemas');

/**
 * The creation body: `$defs/draft` of schemas/tax-note.schema.json with every $ref inlined, so
 * the route validates exactly what the appraiser's form validates.
 */
export function draftBody(): JsonSchema {
  const entity = entityOf('taxNotes');
  if (!entity) throw new Error('no schema declares the resource taxNotes');
  const defs = (entity.schema as { $defs?: Record<string, JsonSchema> }).$defs ?? {};
  const common = JSON.parse(readFileSync(join(schemasDir, 'common.schema.json'), 'utf8')) as { $defs: Record<string, JsonSchema> };
  return inlineSchema({ ...(defs.draft as EntitySchema), $defs: defs } as EntitySchema, common) as JsonSchema;
}

const minorUnits = { type: 'integer', minimum: 0, maximum: 900719925474099 } as const;
const reason = nonEmpty(500);
export const reasonBody = object({ reason }, ['reason']);
export const amendmentBody = object({ amount: minorUnits, reason, documentKey: key() }, ['amount', 'reason']);
export const disputeBody = object({ reason, documentKey: key() }, ['reason']);
export const emptyBody = object({});
export const bulkApproveBody = object({ keys: { type: 'array', minItems: 1, maxItems: 100, uniqueItems: true, items: key() } }, ['keys']);

// Answers (serialised by these schemas: a field not listed here never leaves the server).
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const instant = { type: 'string', format: 'date-time' } as const;
const money = { type: 'object', additionalProperties: false, properties: { amount: { type: 'integer' }, currency: text } } as const;
const amendment = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { amount: { type: 'integer' }, reason: text, documentKey: text, requestedBy: text, requestedAt: text },
} as const;

const noteProperties = {
  _key: text,
  reference: text,
  taxType: text,
  taxpayerKind: text,
  taxpayerKey: text,
  taxpayerName: text,
  objectKey: text,
  objectLabel: text,
  objectPart: text,
  declarantName: text,
  responsibleName: text,
  phoneCountryCode: text,
  phoneNumber: text,
  period: text,
  periodStart: text,
  amount: money,
  computedAmount: money,
  declaredAmount: money,
  counterAmount: money,
  conversionRate: text,
  paidAmount: money,
  remainingAmount: money,
  lifecycle: text,
  awaitingActor: text,
  paymentState: text,
  expired: { type: 'boolean' },
  notificationState: text,
  disputed: { type: 'boolean' },
  pendingAmendment: amendment,
  dueDate: text,
  createdAt: instant,
  createdBy: text,
  createdByName: text,
  approvedAt: instant,
  approvedBy: text,
  approvedByName: text,
  issuedAt: instant,
  issuedBy: text,
  issuedByName: text,
  version: { type: 'integer' },
} as const;

const note = { type: 'object', additionalProperties: false, properties: noteProperties } as const;

const step = {
  type: 'object',
  additionalProperties: false,
  properties: { stepKey: text, labelName: text, value: text, stepMode: text, includeInCalculation: { type: 'boolean' } },
} as const;
const item = {
  type: 'object',
  additionalProperties: false,
  properties: {
    _key: text,
    nomenclatureItemKey: text,
    account: text,
    reason: text,
    factor: money,
    steps: { type: 'array', items: step },
    computedAmount: money,
    declaredAmount: money,
    amountReason: text,
    kind: text,
  },
} as const;
const event = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    kind: text,
    userName: nullableText,
    reason: text,
    data: { type: 'object', additionalProperties: true },
    latitude: { type: ['number', 'null'] },
    longitude: { type: ['number', 'null'] },
    createdAt: instant,
  },
} as const;
const noteDetail = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...noteProperties,
    items: { type: 'array', items: item },
    events: { type: 'array', items: event },
    allowedActions: { type: 'array', items: { type: 'string', enum: [...NOTE_ACTIONS] } },
  },
} as const;

const envelope = (data: unknown) => ({ 200: { type: 'object', properties: { error: { type: 'boolean' }, data } } });

export const noteListResponse = envelope({ type: 'array', items: note });
export const noteDetailResponse = envelope(noteDetail);
export const bulkApproveResponse = envelope({
  type: 'object',
  additionalProperties: false,
  properties: {
    approved: { type: 'array', items: text },
    refused: { type: 'array', items: { type: 'object', additionalProperties: false, properties: { key: text, errorCode: text, message: text } } },
  },
});
const queue = {
  type: 'object',
  additionalProperties: false,
  properties: { count: { type: 'integer' }, oldestCreatedAt: { type: ['string', 'null'], format: 'date-time' } },
};
export const myWorkResponse = envelope({
  type: 'object',
  additionalProperties: false,
  properties: {
    createdToday: { type: 'integer' },
    createdThisWeek: { type: 'integer' },
    createdByLifecycle: { type: 'object', additionalProperties: { type: 'integer' } },
    queue: { type: 'object', additionalProperties: false, properties: { approver: queue, receveur: queue } },
    taxed: { type: 'array', items: { type: 'object', additionalProperties: false, properties: { currency: text, amount: { type: 'integer' } } } },
    daily: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { day: text, count: { type: 'integer' }, USD: { type: 'integer' }, CDF: { type: 'integer' } },
      },
    },
  },
});
