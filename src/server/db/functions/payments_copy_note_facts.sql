-- payments_copy_note_facts: a ledger row copies its note's tax type, zone and frozen rate as it is
-- written: the note's, not the writer's, and none of them changes once the note exists.
-- Why in SQL: the collected figures then read the ledger alone (payments_report_period_idx), and no
-- insert path can forget or forge the copies.
-- TypeScript twin: none (the note's own columns are the source); the reconciliation tests in
-- tests/server/reports-money.test.ts compare the reports with the notes.
-- History: migration 0017.
CREATE OR REPLACE FUNCTION payments_copy_note_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT n.tax_type, n.zone, n.conversion_rate INTO NEW.note_tax_type, NEW.note_zone, NEW.note_conversion_rate
  FROM tax_notes n WHERE n.key = NEW.note_key;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER payments_note_facts BEFORE INSERT ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_copy_note_facts();
