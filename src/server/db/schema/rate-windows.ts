import { pgTable, text, timestamp, integer, index } from 'drizzle-orm/pg-core';

/**
 * Fixed-window request counters every server instance shares (the public lookup's budgets, the
 * per-address limit of the sign-in routes): one row per key, counted by an atomic upsert, so two
 * instances behind a load balancer count one budget. Ended windows are swept now and then.
 */
export const rateWindows = pgTable(
  'rate_windows',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowMs: integer('window_ms').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_windows_start_idx').on(t.windowStart)],
);
