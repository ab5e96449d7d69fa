import { pgTable, text, timestamp, jsonb, index, integer } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The generic record store behind every schema-driven entity (schemas/*.schema.json): one row per
 * record, its fields in `data` exactly as the schema validates them. A plain entity therefore
 * needs a schema and nothing else on the server. Sortable fields get partial expression indexes
 * made from the schemas at start-up (see services/records/ensure-record-indexes.ts).
 */
export const records = pgTable(
  'records',
  {
    key: text('key').primaryKey(),
    resource: text('resource').notNull(),
    /** Null for global resources (master data); the owning project otherwise. */
    projectKey: text('project_key'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The record's name from x-admin-representation, for references and titles. */
    label: text('label').notNull().default(''),
    /** Lower-cased x-admin-search fields, for the free-text filter (trigram-indexed). */
    searchText: text('search_text').notNull().default(''),
    createdBy: text('created_by'),
    /** Bumped by every write: the record's ETag, so a stale form cannot overwrite a newer save. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('records_resource_project_created_idx').on(t.resource, t.projectKey, t.createdAt, t.key),
    index('records_resource_project_label_idx').on(t.resource, t.projectKey, t.label, t.key),
    index('records_data_gin_idx').using('gin', sql`${t.data} jsonb_path_ops`),
    index('records_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
