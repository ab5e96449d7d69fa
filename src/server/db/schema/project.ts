import { pgTable, text, boolean, timestamp, integer, jsonb, bigserial, index, uniqueIndex, unique, doublePrecision, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './access';
import { hashChainColumns } from './audit-chain';

export const projects = pgTable(
  'projects',
  {
    key: text('key').primaryKey(),
    projectName: text('project_name').notNull(),
    projectType: text('project_type').notNull(),
    provinceKey: text('province_key'),
    status: text('status').notNull().default('enabled'),
    dueDateDays: integer('due_date_days').notNull().default(30),
    splitFee: boolean('split_fee').notNull().default(false),
    sendSms: boolean('send_sms').notNull().default(false),
    scheduler: boolean('scheduler').notNull().default(false),
    smsText: text('sms_text').notNull().default(''),
    documentText: text('document_text').notNull().default(''),
    /** Where citizens turn: shown on the public /contact page (empty fields are left out). */
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    contactAddress: text('contact_address').notNull().default(''),
    contactHours: text('contact_hours').notNull().default(''),
    /** Basis points (0–10000): a percentage with two decimals, never a float. */
    revenueSplitBasisPoints: integer('revenue_split_basis_points').notNull().default(0),
    /** Starts every tax-note reference of the project (HKR-2026-0000123-K). */
    referencePrefix: text('reference_prefix').notNull().default('MPT'),
    /** Bumped by every write: the project's ETag. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('projects_name_lower_idx').on(sql`lower(${t.projectName})`)],
);

/** Append-only audit trail (a trigger refuses UPDATE and DELETE), hash-chained: the project-user-activity tab. */
export const userActivity = pgTable(
  'user_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userKey: text('user_key'),
    userName: text('user_name'),
    projectKey: text('project_key'),
    method: text('method').notNull(),
    route: text('route').notNull(),
    action: text('action').notNull(),
    statusCode: integer('status_code').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...hashChainColumns(),
  },
  (t) => [
    index('user_activity_project_idx').on(t.projectKey, t.createdAt),
    index('user_activity_user_idx').on(t.userKey, t.createdAt),
    // One chain per project, and one for the rows of no project (sign-ins, administration).
    unique('user_activity_chain_key').on(t.projectKey, t.chainSeq).nullsNotDistinct(),
  ],
);

/** Messages waiting for the SMS and e-mail gateways; real rows a person can inspect. */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    key: text('key').primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The project whose scheduler delivers it, and the tax note it tells about (its sent / not sent). */
    projectKey: text('project_key'),
    noteKey: text('note_key'),
    /** A failed delivery is retried with backoff, not before this time. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error').notNull().default(''),
  },
  (t) => [index('notification_outbox_status_idx').on(t.status, t.createdAt), index('notification_outbox_note_idx').on(t.noteKey)],
);

export const projectMembers = pgTable(
  'project_members',
  {
    projectKey: text('project_key')
      .notNull()
      .references(() => projects.key),
    userKey: text('user_key')
      .notNull()
      .references(() => users.key),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectKey, t.userKey] }), index('project_members_user_idx').on(t.userKey)],
);
