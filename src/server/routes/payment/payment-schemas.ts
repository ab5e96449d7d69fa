import { MAX_MINOR_UNITS } from '../../../domain/money';
import { PAYMENT_METHODS } from '../../../domain/payment-rules';
import { key, nonEmpty, object, str } from '../body-schemas';
import { noteListResponse } from '../tax-note/tax-note-schemas';

const method = { type: 'string', enum: [...PAYMENT_METHODS] } as const;
const currency = { type: 'string', enum: ['USD', 'CDF'] } as const;
const paidAmount = { type: 'integer', minimum: 1, maximum: MAX_MINOR_UNITS } as const;
const day = { type: 'string', format: 'date' } as const;
const paymentFields = {
  method,
  paidCurrency: currency,
  paidAmount,
  bankKey: key(),
  bankSlipNumber: str(60),
  cashierName: str(120),
  cashierPhone: str(20),
  paymentDate: day,
} as const;
const paymentRequired = ['method', 'paidCurrency', 'paidAmount', 'paymentDate'] as const;

export const paymentBody = object({ noteKey: key(), ...paymentFields }, ['noteKey', ...paymentRequired]);
export const multiplePaymentBody = object({ noteKeys: { type: 'array', minItems: 1, maxItems: 50, uniqueItems: true, items: key() }, ...paymentFields }, [
  'noteKeys',
  ...paymentRequired,
]);
export const reverseBody = object({ reason: nonEmpty(500) }, ['reason']);
export const splitBody = object(
  {
    noteKey: key(),
    firstDueDate: day,
    firstAmount: paidAmount,
    numberOfSplits: { type: 'integer', minimum: 2, maximum: 60 },
  },
  ['noteKey', 'firstDueDate', 'firstAmount', 'numberOfSplits'],
);
export const findQuery = object({ text: { type: 'string', minLength: 4, maxLength: 100 } }, ['text']);
export const noteKeyParams = object({ noteKey: key() }, ['noteKey']);
export const receiptParams = object({ receiptNumber: nonEmpty(40) }, ['receiptNumber']);
export const idempotencyHeaders = {
  type: 'object',
  properties: { 'idempotency-key': { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

// Answers (serialised by these schemas: a field not listed here never leaves the server).
const text = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const money = { type: 'object', additionalProperties: false, properties: { amount: integer, currency: text } } as const;
const note = (noteListResponse[200].properties.data as { items: object }).items;
export const payment = {
  type: 'object',
  additionalProperties: false,
  properties: {
    _key: text,
    noteKey: text,
    kind: text,
    reversesKey: text,
    method: text,
    paid: money,
    settled: money,
    conversionRate: text,
    instalmentNumber: integer,
    bankKey: text,
    bankSlipNumber: text,
    cashierName: text,
    cashierPhone: text,
    paymentDate: text,
    receiptNumber: text,
    reason: text,
    recordedBy: text,
    recordedByName: text,
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;
const envelope = (data: unknown) => ({ 200: { type: 'object', properties: { error: { type: 'boolean' }, data } } });
const object_ = (properties: Record<string, unknown>) => ({ type: 'object', additionalProperties: false, properties });

export const postedResponse = envelope(object_({ receiptNumber: text, payments: { type: 'array', items: payment }, notes: { type: 'array', items: note } }));
export const reversedResponse = envelope(object_({ reversal: payment, note }));
export const paymentListResponse = envelope({
  type: 'array',
  items: { ...payment, properties: { ...payment.properties, bankName: text, reversed: { type: 'boolean' } } },
});
/** The banks named for the history's Bank filter. */
export const paymentBanksResponse = envelope({ type: 'array', items: object_({ key: text, name: text }) });
export const foundResponse = noteListResponse;
const instalment = object_({ number: integer, dueDate: text, amount: integer, currency: text, paid: { type: 'boolean' }, late: { type: 'boolean' } });
export const scheduleResponse = envelope({ type: 'array', items: instalment });
export const payableResponse = envelope(
  object_({
    note,
    payable: object_({ currency: text, amount: integer, instalmentNumber: { type: ['integer', 'null'] } }),
    rate: text,
    payableIn: object_({ USD: integer, CDF: integer }),
    instalments: { type: 'array', items: instalment },
    payments: { type: 'array', items: payment },
    blockedReason: { type: ['string', 'null'] },
    splitAllowed: { type: 'boolean' },
  }),
);
export const receiptResponse = envelope(
  object_({
    receiptNumber: text,
    paymentDate: text,
    taxpayerName: text,
    lines: { type: 'array', items: object_({ reference: text, paid: money, settled: money, rate: text }) },
    recordedByName: text,
    method: text,
    cancelled: { type: 'boolean' },
  }),
);
