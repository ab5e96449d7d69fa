ALTER TABLE "tax_note_items" ADD COLUMN "declared_running" bigint;--> statement-breakpoint
ALTER TABLE "tax_note_items" ADD COLUMN "declared_total" bigint;--> statement-breakpoint
ALTER TABLE "tax_note_items" ADD COLUMN "item_number" integer;--> statement-breakpoint
ALTER TABLE "tax_note_items" ADD COLUMN "item_count" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "note_tax_type" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "note_zone" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "note_conversion_rate" numeric(18, 6);--> statement-breakpoint
-- The accounting report's item weights, recomputed for every note whose items a statement wrote
-- (a new note's items, a late penalty appended to a note), in that statement's transaction: the
-- earlier items' total and count change when an item is added. Items are never updated or
-- deleted; a writer that starts doing so must recompute them the same way.
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
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tax_note_items_weights AFTER INSERT ON tax_note_items
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION tax_note_items_weigh();
--> statement-breakpoint
UPDATE tax_note_items i SET declared_running = w.running, declared_total = w.total, item_number = w.number, item_count = w.count
FROM (
  SELECT s.key, sum(s.declared_amount) OVER so_far AS running, sum(s.declared_amount) OVER note AS total,
    row_number() OVER so_far AS number, count(*) OVER note AS count
  FROM tax_note_items s
  WINDOW note AS (PARTITION BY s.note_key), so_far AS (PARTITION BY s.note_key ORDER BY s.position, s.key ROWS UNBOUNDED PRECEDING)
) w
WHERE i.key = w.key;
--> statement-breakpoint
-- A ledger row copies its note's tax type, zone and frozen rate as it is written: the note's, not
-- the writer's, and none of them changes once the note exists.
CREATE OR REPLACE FUNCTION payments_copy_note_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT n.tax_type, n.zone, n.conversion_rate INTO NEW.note_tax_type, NEW.note_zone, NEW.note_conversion_rate
  FROM tax_notes n WHERE n.key = NEW.note_key;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payments_note_facts BEFORE INSERT ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_copy_note_facts();
--> statement-breakpoint
-- The rows already in the ledger take the same copies once; the append-only guard stands aside
-- for this derived fill only (no amount, date or note of any row changes).
ALTER TABLE payments DISABLE TRIGGER payments_append_only;
--> statement-breakpoint
UPDATE payments p SET note_tax_type = n.tax_type, note_zone = n.zone, note_conversion_rate = n.conversion_rate
FROM tax_notes n WHERE n.key = p.note_key;
--> statement-breakpoint
ALTER TABLE payments ENABLE TRIGGER payments_append_only;
