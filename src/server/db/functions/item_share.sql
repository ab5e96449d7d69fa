-- item_share: a figure's share for one item of a note. Cumulative rounding on the figure's
-- absolute value with its sign put back, over the declared amounts in position order (running is
-- the sum up to and including this item, total the note's sum), or over equal weights when every
-- declared amount is zero. Exact numeric: no share is ever rounded twice.
-- Why in SQL: the accounting postings are spread as rows are written, inside the writing
-- statement's triggers (tax_note_items_weigh, payments_post_item_shares, tax_notes_share_items) and
-- the view payment_item_shares_due, so a year of report is a sum of stored shares.
-- TypeScript twin: allocateOverItems in src/domain/item-allocation.ts; tests/server/sql-twins.test.ts
-- gives both the same inputs and expects the same shares.
-- History: migration 0019.
CREATE OR REPLACE FUNCTION item_share(amount bigint, declared bigint, running bigint, total bigint, number integer, count integer)
RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (sign(amount::numeric) * CASE WHEN total = 0
    THEN div(abs(amount)::numeric * number, count) - div(abs(amount)::numeric * (number - 1), count)
    ELSE div(abs(amount)::numeric * running, total) - div(abs(amount)::numeric * (running - declared), total) END)::bigint
$$;
