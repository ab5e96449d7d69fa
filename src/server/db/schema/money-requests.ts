import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, jsonb, index, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Four eyes on money that moves: a reversal, a settlement or a conversion rate is requested by one
 * person and decided by another. The request row is written once; its decision columns are filled
 * once, from 'pending' to 'approved' or 'rejected', and a trigger (migration) refuses any other
 * change and every delete. The money itself (the reversing ledger row, the settlement) is written
 * only by the approval, through the ledger's own append-only tables; resultKey points at it.
 */
export const moneyRequests = pgTable(
  'money_requests',
  {
    key: text('key').primaryKey(),
    projectKey: text('project_key').notNull(),
    /** 'reversal', 'settlement' or 'rate'. */
    kind: text('kind').notNull(),
    /** The payment a reversal cancels, or the pending rate record a rate decision answers. */
    subjectKey: text('subject_key'),
    /** What a settlement asks (beneficiary, currency, amount, bank, transfer), as validated. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    reason: text('reason').notNull().default(''),
    requestedBy: text('requested_by').notNull(),
    requestedByName: text('requested_by_name').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'pending', 'approved' or 'rejected'. */
    state: text('state').notNull().default('pending'),
    decidedBy: text('decided_by'),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    /** What the approval wrote: the reversing payment row or the settlement. */
    resultKey: text('result_key'),
  },
  (t) => [
    index('money_requests_queue_idx').on(t.projectKey, t.state, t.requestedAt),
    // One open request per payment (or rate): a second would be decided twice.
    uniqueIndex('money_requests_pending_subject_idx')
      .on(t.kind, t.subjectKey)
      .where(sql`${t.state} = 'pending' and ${t.subjectKey} is not null`),
  ],
);
