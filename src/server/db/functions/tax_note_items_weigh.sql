-- tax_note_items_weigh: after a statement writes items (a new note's, or a late penalty appended
-- to a note): their allocation weights (declared_running, declared_total, item_number, item_count:
-- C_i, W, i and n of src/domain/item-allocation.ts), the note's facts and each item's share of the
-- note's amount; then, for a note the ledger had already paid, its rows posted again over the new
-- items, and each item's paid share. Items are never updated or deleted; a writer that starts doing
-- so must recompute them the same way.
-- Why in SQL: a statement trigger recomputes the weights of every note a statement touched in that
-- transaction, whichever writer inserted the items (a new note, the late-penalty job, the seed).
-- TypeScript twin: allocateOverItems in src/domain/item-allocation.ts (the weights in position
-- order); tests/server/sql-twins.test.ts writes notes' items and compares the stored shares with it.
-- History: migration 0017, redefined in 0019.
CREATE OR REPLACE FUNCTION tax_note_items_weigh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tax_note_items i SET declared_running = w.running, declared_total = w.total, item_number = w.number, item_count = w.count
  FROM (
    SELECT s.key, sum(s.declared_amount) OVER so_far AS running, sum(s.declared_amount) OVER note AS total,
      row_number() OVER so_far AS number, count(*) OVER note AS count
    FROM tax_note_items s WHERE s.note_key IN (SELECT DISTINCT note_key FROM inserted)
    WINDOW note AS (PARTITION BY s.note_key), so_far AS (PARTITION BY s.note_key ORDER BY s.position, s.key ROWS UNBOUNDED PRECEDING)
  ) w
  WHERE i.key = w.key AND (i.declared_running, i.declared_total, i.item_number, i.item_count) IS DISTINCT FROM (w.running, w.total, w.number, w.count);
  UPDATE tax_note_items i SET note_project_key = f.project_key, note_created_at = f.created_at, note_tax_type = f.tax_type, note_zone = f.zone,
    note_currency = f.currency, note_kept = f.kept, amount_share = f.share
  FROM (
    SELECT s.key, n.project_key, n.created_at, n.tax_type, n.zone, n.currency, n.lifecycle <> 'rejected' AS kept,
      item_share(n.amount, s.declared_amount, s.declared_running, s.declared_total, s.item_number, s.item_count) AS share
    FROM tax_note_items s JOIN tax_notes n ON n.key = s.note_key WHERE s.note_key IN (SELECT DISTINCT note_key FROM inserted)
  ) f
  WHERE i.key = f.key AND (i.note_project_key, i.note_created_at, i.note_tax_type, i.note_zone, i.note_currency, i.note_kept, i.amount_share)
    IS DISTINCT FROM (f.project_key, f.created_at, f.tax_type, f.zone, f.currency, f.kept, f.share);
  IF EXISTS (SELECT 1 FROM payments p WHERE p.note_key IN (SELECT DISTINCT note_key FROM inserted)) THEN
    DELETE FROM payment_item_shares WHERE note_key IN (SELECT DISTINCT note_key FROM inserted);
    INSERT INTO payment_item_shares SELECT * FROM payment_item_shares_due WHERE note_key IN (SELECT DISTINCT note_key FROM inserted);
  END IF;
  UPDATE tax_note_items i SET paid_share = coalesce(s.paid, 0)
  FROM tax_note_items t LEFT JOIN (
    SELECT item_key, sum(settled_share) AS paid FROM payment_item_shares WHERE note_key IN (SELECT DISTINCT note_key FROM inserted) GROUP BY item_key
  ) s ON s.item_key = t.key
  WHERE t.note_key IN (SELECT DISTINCT note_key FROM inserted) AND i.key = t.key AND i.paid_share IS DISTINCT FROM coalesce(s.paid, 0);
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER tax_note_items_weights AFTER INSERT ON tax_note_items
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION tax_note_items_weigh();
