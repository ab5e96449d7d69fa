-- tax_notes_share_items: an amendment changes a note's amount and a rejection takes it out of the
-- taxed figures: its items' shares follow. Payments update the note's paid amount only, which this
-- leaves alone.
-- Why in SQL: whichever path changes a note's amount or lifecycle (amendment approval, penalty,
-- rejection), the items' stored shares change in the same statement.
-- TypeScript twin: allocateOverItems in src/domain/item-allocation.ts; tests/server/sql-twins.test.ts
-- changes a note's amount and compares its items' shares with it.
-- History: migration 0019.
CREATE OR REPLACE FUNCTION tax_notes_share_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tax_note_items i SET note_kept = NEW.lifecycle <> 'rejected',
    amount_share = item_share(NEW.amount, i.declared_amount, i.declared_running, i.declared_total, i.item_number, i.item_count)
  WHERE i.note_key = NEW.key;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE TRIGGER tax_notes_item_shares AFTER UPDATE OF amount, lifecycle ON tax_notes FOR EACH ROW
  WHEN (OLD.amount IS DISTINCT FROM NEW.amount OR (OLD.lifecycle = 'rejected') IS DISTINCT FROM (NEW.lifecycle = 'rejected'))
  EXECUTE FUNCTION tax_notes_share_items();
