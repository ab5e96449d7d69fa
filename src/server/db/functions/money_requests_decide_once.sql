-- money_requests_decide_once: a request is written once and decided once: from 'pending' to
-- 'approved' or 'rejected', only the decision columns change; anything else (and every delete) is
-- refused.
-- Why in SQL: four eyes on money hold even for a writer that skips the service's checks.
-- TypeScript twin: the decision rules of src/domain/money-requests.ts and
-- src/server/services/money-requests/ (409 MONEY_REQUEST_DECIDED); tests/server/sql-twins.test.ts
-- checks the database refuses a second decision, an edit and a delete.
-- History: migration 0022.
CREATE OR REPLACE FUNCTION money_requests_decide_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD.state <> 'pending' OR NEW.state NOT IN ('approved', 'rejected')
     OR NEW.key IS DISTINCT FROM OLD.key OR NEW.project_key IS DISTINCT FROM OLD.project_key
     OR NEW.kind IS DISTINCT FROM OLD.kind OR NEW.subject_key IS DISTINCT FROM OLD.subject_key
     OR NEW.details IS DISTINCT FROM OLD.details OR NEW.reason IS DISTINCT FROM OLD.reason
     OR NEW.requested_by IS DISTINCT FROM OLD.requested_by OR NEW.requested_by_name IS DISTINCT FROM OLD.requested_by_name
     OR NEW.requested_at IS DISTINCT FROM OLD.requested_at THEN
    RAISE EXCEPTION 'table % is append-only: a request is decided once', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;

CREATE OR REPLACE TRIGGER money_requests_decided_once BEFORE UPDATE OR DELETE ON money_requests
  FOR EACH ROW EXECUTE FUNCTION money_requests_decide_once();
