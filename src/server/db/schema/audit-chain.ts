import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, bigint, bigserial, customType, index } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The three columns of a hash-chained, append-only table (`user_activity`, `tax_note_events`). A
 * BEFORE INSERT trigger fills them whatever the insert says (migration 0024's `*_hash_chain`),
 * so no insert path can forget or forge them; the defaults only let drizzle leave them out.
 */
export const hashChainColumns = () => ({
  /** The row's position in its chain (1, 2, 3…): its table and project. */
  chainSeq: bigint('chain_seq', { mode: 'number' }).notNull().default(0),
  /** The previous row's `row_hash` (32 zero bytes for a chain's first row). */
  prevHash: bytea('prev_hash')
    .notNull()
    .default(sql`'\\x'::bytea`),
  /** SHA-256 of the previous hash and the row's own content (`<table>_row_hash(row)`). */
  rowHash: bytea('row_hash')
    .notNull()
    .default(sql`'\\x'::bytea`),
});

/**
 * The heads of the chains as the daily `auditChainHeads` job found them: the last row's id,
 * position and hash per chain. The project's overview shows the latest, so an auditor can write
 * them down; the verifier checks that every recorded head is still in its chain, unchanged.
 */
export const chainHeads = pgTable(
  'chain_heads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The project whose job recorded the head (and whose overview shows it). */
    projectKey: text('project_key').notNull(),
    /** user_activity or tax_note_events. */
    chainTable: text('chain_table').notNull(),
    /** The chain's project; null for the installation-wide activity (sign-ins, administration). */
    chainProjectKey: text('chain_project_key'),
    lastId: bigint('last_id', { mode: 'number' }).notNull(),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
    rowHash: bytea('row_hash').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chain_heads_project_idx').on(t.projectKey, t.chainTable, t.recordedAt)],
);
