import { sql } from 'drizzle-orm';
import { pgTable, text, integer, bigint, date, timestamp, jsonb, bigserial, index, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Recovery: chasing what is not paid. Call logs are append-only (a trigger refuses UPDATE and
 * DELETE); a note's lease and its recovery stage are small rows beside the note, so the call
 * centre never rewrites the hot tax_notes row (nor bumps its version) to say who is calling.
 */
const money = (name: string) => bigint(name, { mode: 'number' });

/** One contact attempt with the taxpayer of a note: the call centre's history. */
export const callLogs = pgTable(
  'call_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull().unique(),
    projectKey: text('project_key').notNull(),
    noteKey: text('note_key').notNull(),
    /** call, sms, visit or letter. */
    reminderType: text('reminder_type').notNull(),
    /** The day the taxpayer was reminded (or is to be reminded again). */
    reminderDate: date('reminder_date', { mode: 'string' }).notNull(),
    comment: text('comment').notNull().default(''),
    /** reached, noAnswer, wrongNumber, promiseToPay, refused, saysPaid. */
    callStatus: text('call_status').notNull(),
    /** With promiseToPay: the day and amount (note currency, minor units) the taxpayer promised. */
    promiseDate: date('promise_date', { mode: 'string' }),
    promiseAmount: money('promise_amount'),
    /** When the call took place (the agent's date and time). */
    calledAt: timestamp('called_at', { withTimezone: true }).notNull(),
    userKey: text('user_key').notNull(),
    userName: text('user_name').notNull(),
    /** The reminder SMS queued with this log, when one was sent. */
    outboxKey: text('outbox_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('call_logs_note_idx').on(t.noteKey, t.id),
    index('call_logs_project_idx').on(t.projectKey, t.createdAt),
    // The mitigation report looks for the promises falling due in a period.
    index('call_logs_promise_idx')
      .on(t.projectKey, t.promiseDate)
      .where(sql`call_status = 'promiseToPay'`),
  ],
);

/** Who has a note open in the call centre, until when: two agents never work one note at once. */
export const noteLeases = pgTable(
  'note_leases',
  {
    noteKey: text('note_key').primaryKey(),
    projectKey: text('project_key').notNull(),
    userKey: text('user_key').notNull(),
    userName: text('user_name').notNull(),
    leasedUntil: timestamp('leased_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('note_leases_project_idx').on(t.projectKey)],
);

/** Where an overdue note stands in recovery: reminded, promiseBroken, summoned, enforcement. */
export const noteRecovery = pgTable(
  'note_recovery',
  {
    noteKey: text('note_key').primaryKey(),
    projectKey: text('project_key').notNull(),
    /** Null until the first reminder (a note may be penalised before anyone called). */
    stage: text('stage'),
    /** When the 4% late penalty was added (once per note; null while it was not). */
    penaltyAppliedAt: timestamp('penalty_applied_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('note_recovery_stage_idx').on(t.projectKey, t.stage)],
);

/** A summons served on the taxpayer of one overdue note; one per note, so issuing twice adds nothing. */
export const summonses = pgTable(
  'summonses',
  {
    key: text('key').primaryKey(),
    projectKey: text('project_key').notNull(),
    noteKey: text('note_key').notNull(),
    /** Gapless per project and year with a check character, like receipts. */
    number: text('number').notNull(),
    taskKey: text('task_key'),
    /** What was owed when the summons was served (note currency, minor units). */
    amountDue: money('amount_due').notNull(),
    currency: text('currency').notNull(),
    issuedBy: text('issued_by').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('summonses_note_idx').on(t.noteKey), uniqueIndex('summonses_number_idx').on(t.projectKey, t.number)],
);

/** An attestation that a taxpayer owes nothing: requested, issued, refused or revoked. */
export const clearances = pgTable(
  'clearances',
  {
    key: text('key').primaryKey(),
    projectKey: text('project_key').notNull(),
    /** Gapless per project and year with a check character (set when issued). */
    number: text('number'),
    taxpayerKind: text('taxpayer_kind').notNull(),
    taxpayerKey: text('taxpayer_key').notNull(),
    taxpayerName: text('taxpayer_name').notNull(),
    status: text('status').notNull(),
    /** Why it was refused: the unpaid notes' references and amounts at the time. */
    unpaidNotes: jsonb('unpaid_notes').$type<{ reference: string; remaining: number; currency: string }[]>().notNull().default([]),
    validUntil: date('valid_until', { mode: 'string' }),
    requestedBy: text('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: text('issued_by'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    revokedBy: text('revoked_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason').notNull().default(''),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('clearances_taxpayer_idx').on(t.projectKey, t.taxpayerKey, t.requestedAt), uniqueIndex('clearances_number_idx').on(t.projectKey, t.number)],
);

/**
 * A long piece of work a user started (summons for a set of notes, the yearly property-tax
 * regeneration): its state and progress, read by the screen that started it. `scope` makes a
 * second start of the same work find the first one (regeneration: 'year:2025').
 */
export const backgroundTasks = pgTable(
  'background_tasks',
  {
    key: text('key').primaryKey(),
    projectKey: text('project_key').notNull(),
    /** summons or regeneration. */
    kind: text('kind').notNull(),
    scope: text('scope').notNull(),
    /** notStarted, inProgress, completed, notFound, failed. */
    status: text('status').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    error: text('error').notNull().default(''),
    /** A runner holds the task until then; past it (the server stopped) another runner resumes it. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    startedBy: text('started_by').notNull(),
    startedByName: text('started_by_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('background_tasks_scope_idx').on(t.projectKey, t.kind, t.scope), index('background_tasks_status_idx').on(t.status, t.createdAt)],
);
