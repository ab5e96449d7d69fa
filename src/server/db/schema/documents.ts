import { pgTable, text, timestamp, integer, customType, index } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Uploaded files (photos, scans), kept in the database so every instance serves them and a
 * backup holds them; an S3-compatible store can replace this table behind the same service.
 */
export const documents = pgTable(
  'documents',
  {
    key: text('key').primaryKey(),
    projectKey: text('project_key'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The uploader's last day of files: the upload quota's sum (services/documents/upload-quota.ts).
  (t) => [index('documents_project_idx').on(t.projectKey, t.createdAt), index('documents_created_by_idx').on(t.createdBy, t.createdAt)],
);
