import { pgTable, text, bigint, date, timestamp, index, primaryKey } from 'drizzle-orm/pg-core';
import { payments } from './payments';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * Each ledger row posted onto the items of its note (nomenclature accounts), written by a trigger
 * as the row is written (migration 0019) and never by the application: the settled amount and the
 * exchange difference spread over the note's items by cumulative rounding
 * (src/domain/item-allocation.ts), so a row's shares add up exactly to the row. When a late
 * penalty adds an item, the note's rows are posted again over the new items (the ledger itself
 * never changes). Each share carries what the reports filter on, so a year of postings is added up
 * from this table alone.
 */
export const paymentItemShares = pgTable(
  'payment_item_shares',
  {
    paymentKey: text('payment_key')
      .notNull()
      .references(() => payments.key),
    itemKey: text('item_key').notNull(),
    noteKey: text('note_key').notNull(),
    projectKey: text('project_key').notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    noteCreatedAt: timestamp('note_created_at', { withTimezone: true }).notNull(),
    noteTaxType: text('note_tax_type'),
    noteZone: text('note_zone'),
    account: text('account').notNull(),
    nomenclatureItemKey: text('nomenclature_item_key').notNull(),
    /** The note's currency, which the settled amounts are in. */
    currency: text('currency').notNull(),
    settledShare: money('settled_share').notNull(),
    exchangeShare: money('exchange_share').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentKey, t.itemKey] }),
    // Holds what the accounting report reads of the postings dated in a period, or after it on
    // the notes taxed in it: an index-only scan.
    index('payment_item_shares_date_idx').on(
      t.projectKey,
      t.paymentDate,
      t.noteCreatedAt,
      t.noteZone,
      t.noteTaxType,
      t.account,
      t.nomenclatureItemKey,
      t.currency,
      t.settledShare,
      t.exchangeShare,
    ),
    index('payment_item_shares_note_idx').on(t.noteKey),
  ],
);
