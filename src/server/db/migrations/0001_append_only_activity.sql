-- The audit trail is append-only: corrections are new rows, never edits (see ARCHITECTURE.md, "Data").
CREATE OR REPLACE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'table % is append-only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_activity_append_only BEFORE UPDATE OR DELETE ON user_activity
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
