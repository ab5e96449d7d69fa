import { bigserial, boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GbvServices } from '../../../domain/gbv-case';
import { projects } from './project';

/**
 * The GBV case register. A case row is coded and holds nothing that names the survivor, so a
 * list, an export or a report reading it cannot leak an identity; the identifying details live
 * in gbv_case_identities, read only by the case's worker and GBV supervisors.
 */
export const gbvCases = pgTable(
  'gbv_cases',
  {
    key: text('key').primaryKey(),
    projectKey: text('project_key')
      .notNull()
      .references(() => projects.key),
    /** 'GBV-2026-000123', gapless per project and year (series 'gbv' of reference_counters). */
    code: text('code').notNull(),
    codeYear: integer('code_year').notNull(),
    codeSequence: integer('code_sequence').notNull(),
    /** GBVIMS age group at the report ('0-11' … '61+'), never the age or the birth day. */
    ageGroup: text('age_group').notNull(),
    sex: text('sex').notNull(),
    incidentType: text('incident_type').notNull(),
    incidentDate: date('incident_date', { mode: 'string' }).notNull(),
    reportDate: date('report_date', { mode: 'string' }).notNull(),
    /** Key of a zones record. */
    zone: text('zone').notNull(),
    /** Each service (health, psychosocial, legal, safety): none, provided, referred or declined. */
    services: jsonb('services').$type<GbvServices>().notNull(),
    /** The survivor's informed consent to be referred: required before any referral. */
    referralConsent: boolean('referral_consent').notNull().default(false),
    caseWorkerKey: text('case_worker_key').notNull(),
    /** open or closed. */
    status: text('status').notNull().default('open'),
    closureDate: date('closure_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    rowVersion: integer('row_version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('gbv_cases_code_idx').on(t.projectKey, t.code),
    index('gbv_cases_report_idx').on(t.projectKey, t.reportDate),
    index('gbv_cases_status_idx').on(t.projectKey, t.status, t.reportDate),
    index('gbv_cases_worker_idx').on(t.projectKey, t.caseWorkerKey, t.reportDate),
  ],
);

/** What names the survivor, one row per case, apart from the coded case. */
export const gbvCaseIdentities = pgTable('gbv_case_identities', {
  caseKey: text('case_key')
    .primaryKey()
    .references(() => gbvCases.key),
  survivorName: text('survivor_name').notNull(),
  contact: text('contact').notNull().default(''),
  address: text('address').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every look at the register (append-only, a trigger refuses UPDATE and DELETE): who, when, which
 * case and what view: list, detail, identity, export or report (no case for list, export, report).
 */
export const gbvCaseViews = pgTable(
  'gbv_case_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectKey: text('project_key').notNull(),
    caseKey: text('case_key'),
    userKey: text('user_key').notNull(),
    view: text('view').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gbv_case_views_case_idx').on(t.caseKey, t.viewedAt), index('gbv_case_views_project_idx').on(t.projectKey, t.viewedAt)],
);
