import { pgTable, text, timestamp, jsonb, bigserial, index, primaryKey } from 'drizzle-orm/pg-core';

/**
 * Scheduled jobs, one row per job and project. A runner leases a due row with
 * `FOR UPDATE SKIP LOCKED`, so however many server instances run, a due run happens once.
 */
export const jobs = pgTable(
  'jobs',
  {
    name: text('name').notNull(),
    projectKey: text('project_key').notNull(),
    /** A cron expression read by croner. */
    schedule: text('schedule').notNull(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    /** A crashed runner's lease expires, so the job is picked up again. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    leasedBy: text('leased_by'),
  },
  (t) => [primaryKey({ columns: [t.name, t.projectKey] }), index('jobs_due_idx').on(t.nextRunAt)],
);

/** One row per run: the project's scheduler-logs tab. */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobName: text('job_name').notNull(),
    projectKey: text('project_key').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** succeeded, failed or skipped (the project's scheduler is off). */
    outcome: text('outcome').notNull(),
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    error: text('error').notNull().default(''),
  },
  (t) => [index('job_runs_project_idx').on(t.projectKey, t.startedAt)],
);
