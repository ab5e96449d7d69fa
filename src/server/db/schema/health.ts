import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projects } from './project';

/**
 * Birth declarations of the health project, from the hospital's registrar to the civil registry.
 * sync_state is what the registry has of it (waitingForApproval, rejected, synced); an approved
 * declaration waits, with approved_at set, until a transmission succeeds. Height is in whole
 * millimetres (49.5 cm is 495) and weight in grams, so no float is stored. The hospital's name is
 * copied onto the row, so the list and its export read one table.
 */
export const births = pgTable(
  'births',
  {
    key: text('key').primaryKey(),
    projectKey: text('project_key')
      .notNull()
      .references(() => projects.key),
    /** The client's key for one declaration: an offline tablet resending it finds the first answer. */
    idempotencyKey: text('idempotency_key'),
    hospitalKey: text('hospital_key').notNull(),
    hospitalName: text('hospital_name').notNull(),
    childFirstName: text('child_first_name').notNull(),
    childMiddleName: text('child_middle_name').notNull().default(''),
    childLastName: text('child_last_name').notNull(),
    /** Male or Female, as the citizen register says it. */
    gender: text('gender').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    heightMm: integer('height_mm').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    motherFirstName: text('mother_first_name').notNull(),
    motherMiddleName: text('mother_middle_name').notNull().default(''),
    motherLastName: text('mother_last_name').notNull(),
    motherCitizenKey: text('mother_citizen_key'),
    motherDateOfBirth: date('mother_date_of_birth', { mode: 'string' }),
    motherAge: integer('mother_age'),
    motherPhoneCountryCode: text('mother_phone_country_code'),
    /** The national number, digits only (see nationalNumber in src/domain/phone.ts). */
    motherPhone: text('mother_phone'),
    fatherFirstName: text('father_first_name').notNull().default(''),
    fatherMiddleName: text('father_middle_name').notNull().default(''),
    fatherLastName: text('father_last_name').notNull().default(''),
    fatherCitizenKey: text('father_citizen_key'),
    fatherDateOfBirth: date('father_date_of_birth', { mode: 'string' }),
    fatherAge: integer('father_age'),
    fatherPhoneCountryCode: text('father_phone_country_code'),
    fatherPhone: text('father_phone'),
    /** The health zone's name. */
    zone: text('zone').notNull(),
    motherHealth: text('mother_health').notNull(),
    caseType: text('case_type').notNull(),
    deliveryType: text('delivery_type').notNull(),
    congenitalAnomalies: boolean('congenital_anomalies').notNull().default(false),
    congenitalAnomaliesText: text('congenital_anomalies_text').notNull().default(''),
    multiplePregnancy: boolean('multiple_pregnancy').notNull().default(false),
    multipleCount: integer('multiple_count'),
    syncState: text('sync_state').notNull().default('waitingForApproval'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: text('approved_by'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectedBy: text('rejected_by'),
    rejectionReason: text('rejection_reason'),
    /**
     * Transmission to the civil registry: tries so far, the last failure, when it went, in which
     * batch. The failure is a code (registryTimeout, registryRefused…) the screens translate, and
     * its detail (a status, a timeout, the registry's own words), never a sentence in one language.
     */
    transmissionAttempts: integer('transmission_attempts').notNull().default(0),
    lastTransmissionErrorCode: text('last_transmission_error_code'),
    lastTransmissionError: text('last_transmission_error'),
    lastTransmissionAt: timestamp('last_transmission_at', { withTimezone: true }),
    transmittedAt: timestamp('transmitted_at', { withTimezone: true }),
    transmissionBatch: text('transmission_batch'),
    /** Keys of earlier declarations this one probably repeats: flagged for the approver, never merged. */
    duplicateOf: text('duplicate_of')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: text('created_by').notNull(),
    updatedBy: text('updated_by'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('births_idempotency_idx').on(t.projectKey, t.idempotencyKey),
    index('births_project_created_idx').on(t.projectKey, t.createdAt, t.key),
    index('births_project_birth_day_idx').on(t.projectKey, t.dateOfBirth, t.key),
    index('births_project_state_idx').on(t.projectKey, t.syncState, t.createdAt),
    // The transmission job's queue: approved, not yet transmitted.
    index('births_transmission_idx')
      .on(t.projectKey, t.approvedAt)
      .where(sql`${t.syncState} = 'waitingForApproval' and ${t.approvedAt} is not null and ${t.transmittedAt} is null`),
    index('births_duplicates_idx').using('gin', t.duplicateOf),
  ],
);
