import { foldedText } from '../folded-text';
import { sql } from 'drizzle-orm';
import {
  pgTable,
  text,
  integer,
  bigint,
  numeric,
  date,
  timestamp,
  jsonb,
  bigserial,
  doublePrecision,
  boolean,
  index,
  uniqueIndex,
  unique,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { projects } from './project';
import { hashChainColumns } from './audit-chain';

/**
 * The money path lives in dedicated tables, not the record store: notes are many, hot and carry
 * money. Amounts are integer minor units (`bigint`, read as JS numbers: safe to 2^53) with their
 * currency beside them; the USD↔CDF rate is frozen on the note as an exact decimal.
 */
const money = (name: string) => bigint(name, { mode: 'number' });

export const taxNotes = pgTable(
  'tax_notes',
  {
    key: text('key').primaryKey(),
    projectKey: text('project_key')
      .notNull()
      .references(() => projects.key),
    /** e.g. HKR-2026-0000123-K: gapless per project and year, ends with a check character. */
    reference: text('reference').notNull(),
    referenceYear: integer('reference_year').notNull(),
    referenceSequence: integer('reference_sequence').notNull(),
    taxType: text('tax_type').notNull(),
    /** 'citizen' or 'organization': which tax factor of the nomenclature item applied. */
    taxpayerKind: text('taxpayer_kind').notNull(),
    taxpayerKey: text('taxpayer_key').notNull(),
    /** Copied at creation so lists and searches need no join into the record store. */
    taxpayerName: text('taxpayer_name').notNull(),
    /** The taxed object (property, vehicle, rental contract); none for a fee. */
    objectKey: text('object_key'),
    objectLabel: text('object_label'),
    /** A property's building or basement, when one was chosen. */
    objectPart: text('object_part'),
    /**
     * The zone (master-data key) the note belongs to: its object's address (a rental's through its
     * property), else the taxpayer's. Copied at creation so reports group a year of notes by zone
     * without a lookup per note; null when neither has an address.
     */
    zone: text('zone'),
    declarantName: text('declarant_name').notNull(),
    responsibleName: text('responsible_name').notNull(),
    phoneCountryCode: text('phone_country_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
    period: text('period').notNull(),
    /** First day of the taxed period: with the object and item it identifies a duplicate. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    /** What is owed now: the computed amount, or the last approved amendment. */
    amount: money('amount').notNull(),
    /** The sum of the items as computed when the note was created. */
    computedAmount: money('computed_amount').notNull(),
    /** What the appraiser declared (differs from the computed amount only with a reason). */
    declaredAmount: money('declared_amount').notNull(),
    counterCurrency: text('counter_currency').notNull(),
    counterAmount: money('counter_amount').notNull(),
    /** CDF per USD in force when the note was created. */
    conversionRate: numeric('conversion_rate', { precision: 18, scale: 6 }).notNull(),
    /**
     * The lifecycle, derived from the events and written in the same transaction as the event
     * that caused it (kept for indexing): waitingForApproval, approved, issued, rejected.
     */
    lifecycle: text('lifecycle').notNull(),
    /** Which step acts next: 'approver', 'receveur' or null when nobody has to. */
    awaitingActor: text('awaiting_actor'),
    disputed: boolean('disputed').notNull().default(false),
    /** An amendment waiting for its approval (at most one at a time). */
    pendingAmendment: jsonb('pending_amendment').$type<{
      amount: number;
      reason: string;
      documentKey?: string;
      requestedBy: string;
      requestedAt: string;
    } | null>(),
    /** Written by the payments ledger (the payments issue); zero until then. */
    paidAmount: money('paid_amount').notNull().default(0),
    dueDate: date('due_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: text('approved_by'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issuedBy: text('issued_by'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('tax_notes_reference_idx').on(t.projectKey, t.reference),
    uniqueIndex('tax_notes_sequence_idx').on(t.projectKey, t.referenceYear, t.referenceSequence),
    // The list's sorts end with the key, so a keyset page (an export) is one index range scan.
    index('tax_notes_created_idx').on(t.projectKey, t.createdAt, t.key),
    index('tax_notes_lifecycle_idx').on(t.projectKey, t.lifecycle, t.createdAt),
    index('tax_notes_awaiting_idx').on(t.projectKey, t.awaitingActor, t.createdAt),
    // The approver's queue of new amounts awaiting a decision (amendmentStateField, the same expression).
    index('tax_notes_amendment_idx').on(t.projectKey, sql`(case when ${t.pendingAmendment} is null then 'none' else 'pending' end)`, t.createdAt),
    index('tax_notes_taxpayer_idx').on(t.projectKey, t.taxpayerKey, t.createdAt),
    // The duplicate rule reads the notes of one object whose period may share a day with the new one's.
    index('tax_notes_object_period_idx').on(t.projectKey, t.objectKey, t.periodStart),
    index('tax_notes_creator_idx').on(t.projectKey, t.createdBy, t.createdAt),
    index('tax_notes_due_idx').on(t.projectKey, t.dueDate, t.key),
    // The list sorted by taxpayer reads names folded (accents with their letter, case ignored): the same expression.
    index('tax_notes_taxpayer_name_idx').on(t.projectKey, foldedText(t.taxpayerName), t.key),
    index('tax_notes_zone_idx').on(t.projectKey, t.zone, t.createdAt),
    // Reports narrowed to one tax type over a period (registration coverage, the money reports' filter).
    index('tax_notes_type_created_idx').on(t.projectKey, t.taxType, t.createdAt),
    // The money and registration reports add up a year of notes: these carry every column they
    // read, so a year is an index-only scan rather than a pass over the whole rows.
    index('tax_notes_report_period_idx').on(
      t.projectKey,
      t.createdAt,
      t.taxType,
      t.zone,
      t.currency,
      t.lifecycle,
      t.amount,
      t.paidAmount,
      t.dueDate,
      t.key,
      t.objectKey,
    ),
    // A period's ledger rows join their notes by key for the note's tax type, zone and rate.
    index('tax_notes_report_key_idx').on(t.key, t.taxType, t.zone, t.currency, t.conversionRate),
  ],
);

export type TaxNoteStep = { stepKey: string; labelName: string; value: string; stepMode: 'auto' | 'user'; includeInCalculation: boolean };

export const taxNoteItems = pgTable(
  'tax_note_items',
  {
    key: text('key').primaryKey(),
    noteKey: text('note_key')
      .notNull()
      .references(() => taxNotes.key),
    position: integer('position').notNull(),
    nomenclatureItemKey: text('nomenclature_item_key').notNull(),
    /** Copied from the nomenclature item: the note must read the same when the item changes. */
    account: text('account').notNull(),
    reason: text('reason').notNull(),
    currency: text('currency').notNull(),
    factorAmount: money('factor_amount').notNull(),
    steps: jsonb('steps').$type<TaxNoteStep[]>().notNull(),
    computedAmount: money('computed_amount').notNull(),
    declaredAmount: money('declared_amount').notNull(),
    /** Why the declared amount differs from the computed one ('' when it does not). */
    amountReason: text('amount_reason').notNull().default(''),
    /** 'tax', or 'penalty' for the late penalty the scheduler adds once after the due date. */
    kind: text('kind').notNull().default('tax'),
    /**
     * The accounting report's weights (src/domain/item-allocation.ts), kept by a trigger
     * (migration 0017) whenever a note's items are written: the declared amounts up to and
     * including this item in position order, their sum over the note, the item's rank and the
     * note's item count. A year of items is then spread without sorting them by note.
     */
    declaredRunning: money('declared_running'),
    declaredTotal: money('declared_total'),
    itemNumber: integer('item_number'),
    itemCount: integer('item_count'),
    /**
     * The accounting report's posting of the note onto this item, kept by triggers (migration
     * 0019): copies of the note's project, creation instant, tax type, zone and currency (none of
     * which changes), whether the note counts (not rejected), this item's share of the note's
     * amount, and the sum of the ledger's postings onto it to date (payment_item_shares). A year
     * of items is then added up by account from one index, without their notes or their ledger.
     */
    noteProjectKey: text('note_project_key'),
    noteCreatedAt: timestamp('note_created_at', { withTimezone: true }),
    noteTaxType: text('note_tax_type'),
    noteZone: text('note_zone'),
    noteCurrency: text('note_currency'),
    noteKept: boolean('note_kept'),
    amountShare: money('amount_share'),
    paidShare: money('paid_share').notNull().default(0),
  },
  (t) => [
    index('tax_note_items_note_idx').on(t.noteKey, t.position),
    // Holds every column the accounting report reads: a year of items is an index-only scan.
    index('tax_note_items_report_idx').on(
      t.noteProjectKey,
      t.noteCreatedAt,
      t.noteKept,
      t.noteZone,
      t.noteTaxType,
      t.account,
      t.nomenclatureItemKey,
      t.noteCurrency,
      t.kind,
      t.amountShare,
      t.paidShare,
    ),
    index('tax_note_items_duplicate_idx').on(t.nomenclatureItemKey),
    // The late penalty is added once per note, whoever runs the job.
    uniqueIndex('tax_note_items_one_penalty_idx')
      .on(t.noteKey)
      .where(sql`kind = 'penalty'`),
  ],
);

/** Every step of a note's life, append-only (a trigger refuses UPDATE and DELETE) and hash-chained: its history. */
export const taxNoteEvents = pgTable(
  'tax_note_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    noteKey: text('note_key')
      .notNull()
      .references(() => taxNotes.key),
    projectKey: text('project_key').notNull(),
    /** created, approved, autoApproved, rejected, issued, amendmentRequested, amendmentApproved, amendmentRejected, disputed, disputeRejected */
    kind: text('kind').notNull(),
    /** Null when the system acted (the scheduler's auto-approval). */
    userKey: text('user_key'),
    userName: text('user_name'),
    reason: text('reason').notNull().default(''),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...hashChainColumns(),
  },
  (t) => [
    index('tax_note_events_note_idx').on(t.noteKey, t.id),
    // One chain per project.
    unique('tax_note_events_chain_key').on(t.projectKey, t.chainSeq),
    index('tax_note_events_user_idx').on(t.projectKey, t.userKey, t.createdAt),
    // The mitigation report reads a period's amendments and disputes of a project.
    index('tax_note_events_kind_idx').on(t.projectKey, t.kind, t.createdAt),
  ],
);

/**
 * Gapless numbering: one row per project, series and year, incremented inside the creating
 * transaction (the row lock serialises creators; a rollback gives the number back).
 */
export const referenceCounters = pgTable(
  'reference_counters',
  {
    projectKey: text('project_key').notNull(),
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectKey, t.series, t.year] })],
);
