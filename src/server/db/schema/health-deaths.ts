import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projects } from './project';

/**
 * Death declarations of the health project and the certificates issued from them. A declaration
 * waits for a health approver; approval gives it a certificate number (gapless per project and
 * year, from reference_counters) and only then may the certificate be printed. Names of places and
 * people are copied onto the row so the list, the export and the certificate read one row.
 */
export const deaths = pgTable(
  'deaths',
  {
    key: text('key').primaryKey(),
    projectKey: text('project_key')
      .notNull()
      .references(() => projects.key),
    /** The client's key for one declaration, so a declaration sent twice (a retry, an outbox) is written once. */
    idempotencyKey: text('idempotency_key'),
    deceasedFirstName: text('deceased_first_name').notNull(),
    deceasedMiddleName: text('deceased_middle_name').notNull().default(''),
    deceasedLastName: text('deceased_last_name').notNull(),
    /** male or female. */
    sex: text('sex').notNull(),
    /** Known day of birth; otherwise the age in years at death, as the declarant states it. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    ageYears: integer('age_years'),
    /** The citizen record of the deceased, when registered. */
    citizenKey: text('citizen_key'),
    dateOfDeath: date('date_of_death', { mode: 'string' }).notNull(),
    /** The declaring hospital (an establishment of the project), copied with its name. */
    hospitalKey: text('hospital_key').notNull(),
    hospitalName: text('hospital_name').notNull(),
    /** 'hospital' (died at the declaring hospital) or 'elsewhere' (placeText says where). */
    placeKind: text('place_kind').notNull(),
    placeText: text('place_text').notNull().default(''),
    immediateCause: text('immediate_cause').notNull(),
    /** Optional ICD-10 code of the underlying cause, e.g. A09 or I21.9. */
    icd10Code: text('icd10_code'),
    declarantName: text('declarant_name').notNull(),
    declarantRelation: text('declarant_relation').notNull(),
    declarantCountryCode: text('declarant_country_code').notNull(),
    declarantMobile: text('declarant_mobile').notNull(),
    /** The zone's name as addresses hold it. */
    zone: text('zone'),
    /** waitingForApproval, approved or rejected. */
    state: text('state').notNull(),
    rejectionReason: text('rejection_reason'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectedBy: text('rejected_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: text('approved_by'),
    /** DC-YEAR-SEQUENCE-CHECK, given on approval; year and sequence kept for the uniqueness check. */
    certificateNumber: text('certificate_number'),
    certificateYear: integer('certificate_year'),
    certificateSequence: integer('certificate_sequence'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('deaths_idempotency_idx').on(t.projectKey, t.idempotencyKey),
    uniqueIndex('deaths_certificate_idx').on(t.projectKey, t.certificateYear, t.certificateSequence),
    index('deaths_certificate_number_idx').on(t.certificateNumber),
    index('deaths_created_idx').on(t.projectKey, t.createdAt),
    index('deaths_date_idx').on(t.projectKey, t.dateOfDeath),
    index('deaths_state_idx').on(t.projectKey, t.state, t.createdAt),
    index('deaths_hospital_idx').on(t.projectKey, t.hospitalKey, t.dateOfDeath),
    index('deaths_zone_idx').on(t.projectKey, t.zone, t.dateOfDeath),
  ],
);

export type DeathRow = typeof deaths.$inferSelect;
