import { pgTable, text, integer, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { projects } from './project';

/**
 * A project's closed months (src/domain/period-close.ts). A row is never deleted: reopening stamps
 * it, so who closed, who asked to reopen and who approved stays readable; at most one row of a
 * month is in force (not reopened) at a time.
 */
export const periodCloses = pgTable(
  'period_closes',
  {
    key: text('key').primaryKey(),
    projectKey: text('project_key')
      .notNull()
      .references(() => projects.key),
    /** 'YYYY-MM'. */
    month: text('month').notNull(),
    closedBy: text('closed_by').notNull(),
    closedByName: text('closed_by_name').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
    reopenRequestedBy: text('reopen_requested_by'),
    reopenRequestedByName: text('reopen_requested_by_name'),
    reopenRequestedAt: timestamp('reopen_requested_at', { withTimezone: true }),
    reopenReason: text('reopen_reason'),
    reopenedBy: text('reopened_by'),
    reopenedByName: text('reopened_by_name'),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('period_closes_in_force_idx')
      .on(t.projectKey, t.month)
      .where(sql`${t.reopenedAt} is null`),
    index('period_closes_project_idx').on(t.projectKey, t.month),
  ],
);
