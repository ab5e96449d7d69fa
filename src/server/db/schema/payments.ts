import { pgTable, text, integer, bigint, numeric, date, timestamp, jsonb, doublePrecision, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { taxNotes } from './taxation';

/** Minor units as JS numbers (safe to 2^53), with the currency in a neighbouring column. */
const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * The payment ledger, append-only (a trigger refuses UPDATE and DELETE). A correction is a new
 * row of kind 'reversal' pointing at the payment it cancels, with negative amounts, so sums over
 * the ledger are always the truth.
 */
export const payments = pgTable(
  'payments',
  {
    key: text('key').primaryKey(),
    projectKey: text('project_key').notNull(),
    noteKey: text('note_key')
      .notNull()
      .references(() => taxNotes.key),
    /** 'payment' or 'reversal'. */
    kind: text('kind').notNull(),
    /** The payment a reversal cancels. */
    reversesKey: text('reverses_key'),
    /** bank, cash or collectionPoint. */
    method: text('method').notNull(),
    /** What changed hands, in the currency it was paid in (negative on a reversal). */
    paidCurrency: text('paid_currency').notNull(),
    paidAmount: money('paid_amount').notNull(),
    /** CDF per USD in force on the payment date, recorded on the row. */
    conversionRate: numeric('conversion_rate', { precision: 18, scale: 6 }).notNull(),
    /** What it settles of the note, in the note's currency (negative on a reversal). */
    settledCurrency: text('settled_currency').notNull(),
    settledAmount: money('settled_amount').notNull(),
    /** The instalment it paid (1-based), when the note is split. */
    instalmentNumber: integer('instalment_number'),
    bankKey: text('bank_key'),
    bankSlipNumber: text('bank_slip_number'),
    cashierName: text('cashier_name'),
    cashierPhone: text('cashier_phone'),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    /** One receipt may list several payments (several notes of one taxpayer paid at once). */
    receiptNumber: text('receipt_number').notNull(),
    reason: text('reason').notNull().default(''),
    recordedBy: text('recorded_by').notNull(),
    recordedByName: text('recorded_by_name').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Copies of the note's tax type, zone and frozen rate (none of which changes after the note is
     * created), set by a trigger on insert (migration 0017), so the money reports add up a year of
     * ledger rows without joining each to its note. Whatever a writer sends here is overwritten.
     */
    noteTaxType: text('note_tax_type'),
    noteZone: text('note_zone'),
    noteConversionRate: numeric('note_conversion_rate', { precision: 18, scale: 6 }),
  },
  (t) => [
    index('payments_note_idx').on(t.noteKey, t.createdAt),
    // The ledger's sorts end with the key, so a keyset page (an export) is one index range scan.
    index('payments_project_date_idx').on(t.projectKey, t.paymentDate, t.key),
    index('payments_created_idx').on(t.projectKey, t.createdAt, t.key),
    // Everything the mitigation report reads of a period's ledger: an index-only scan of the year.
    index('payments_report_period_idx').on(t.projectKey, t.paymentDate, t.noteTaxType, t.noteZone, t.settledCurrency, t.settledAmount),
    index('payments_receipt_idx').on(t.projectKey, t.receiptNumber, t.key),
    index('payments_bank_idx').on(t.projectKey, t.bankKey, t.paymentDate),
    uniqueIndex('payments_reversal_once_idx').on(t.reversesKey),
  ],
);

/**
 * A retried post answers the first result: the key, a hash of the body it came with, and the
 * answer. The same key with another body is refused.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  userKey: text('user_key').notNull(),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code'),
  response: jsonb('response').$type<unknown>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A note paid in instalments: its schedule, fixed when the split is made. */
export const instalments = pgTable(
  'instalments',
  {
    noteKey: text('note_key')
      .notNull()
      .references(() => taxNotes.key),
    number: integer('number').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('instalments_note_number_idx').on(t.noteKey, t.number)],
);

/** Each payment's share per beneficiary (the rest to the province treasury), append-only. */
export const revenueShares = pgTable(
  'revenue_shares',
  {
    key: text('key').primaryKey(),
    projectKey: text('project_key').notNull(),
    paymentKey: text('payment_key')
      .notNull()
      .references(() => payments.key),
    /** A revenue-split record's key, or 'treasury' for what no beneficiary takes. */
    beneficiaryKey: text('beneficiary_key').notNull(),
    beneficiaryName: text('beneficiary_name').notNull(),
    /** Basis points of the payment this beneficiary takes. */
    basisPoints: integer('basis_points').notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('revenue_shares_project_idx').on(t.projectKey, t.paymentDate, t.beneficiaryKey), index('revenue_shares_payment_idx').on(t.paymentKey)],
);

/** Transfers of collected shares to a beneficiary, append-only like the ledger. */
export const settlements = pgTable(
  'settlements',
  {
    key: text('key').primaryKey(),
    projectKey: text('project_key').notNull(),
    beneficiaryKey: text('beneficiary_key').notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    bankKey: text('bank_key'),
    transferReference: text('transfer_reference').notNull(),
    transferDate: date('transfer_date', { mode: 'string' }).notNull(),
    recordedBy: text('recorded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('settlements_project_idx').on(t.projectKey, t.beneficiaryKey, t.transferDate)],
);
