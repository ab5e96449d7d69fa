-- refuse_change: the append-only guard. Corrections are new rows (a reversing ledger row, a new
-- event), never edits, and the database refuses UPDATE and DELETE on these tables whoever asks
-- (ARCHITECTURE.md, "Data", "The money path: payments", "The audit trail's hash chain").
-- Why in SQL: a guard in the application stops only the application; this one stops any writer.
-- TypeScript twin: none (the services only ever insert into these tables); tested by
-- tests/server/sql-twins.test.ts ("append-only tables refuse UPDATE and DELETE").
-- History: migrations 0001, 0005, 0006, 0008 and 0012.
CREATE OR REPLACE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'table % is append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;

CREATE OR REPLACE TRIGGER user_activity_append_only BEFORE UPDATE OR DELETE ON user_activity
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE OR REPLACE TRIGGER tax_note_events_append_only BEFORE UPDATE OR DELETE ON tax_note_events
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE OR REPLACE TRIGGER payments_append_only BEFORE UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE OR REPLACE TRIGGER revenue_shares_append_only BEFORE UPDATE OR DELETE ON revenue_shares
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE OR REPLACE TRIGGER settlements_append_only BEFORE UPDATE OR DELETE ON settlements
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE OR REPLACE TRIGGER call_logs_append_only BEFORE UPDATE OR DELETE ON call_logs
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE OR REPLACE TRIGGER gbv_case_views_append_only BEFORE UPDATE OR DELETE ON gbv_case_views
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
