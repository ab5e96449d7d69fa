CREATE TABLE "money_requests" (
	"key" text PRIMARY KEY NOT NULL,
	"project_key" text NOT NULL,
	"kind" text NOT NULL,
	"subject_key" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"requested_by" text NOT NULL,
	"requested_by_name" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"result_key" text
);
--> statement-breakpoint
CREATE INDEX "money_requests_queue_idx" ON "money_requests" USING btree ("project_key","state","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "money_requests_pending_subject_idx" ON "money_requests" USING btree ("kind","subject_key") WHERE "money_requests"."state" = 'pending' and "money_requests"."subject_key" is not null;--> statement-breakpoint
-- A request is written once and decided once: from 'pending' to 'approved' or 'rejected', only the
-- decision columns change; anything else (and every delete) is refused.
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
--> statement-breakpoint
CREATE TRIGGER money_requests_decided_once BEFORE UPDATE OR DELETE ON money_requests
  FOR EACH ROW EXECUTE FUNCTION money_requests_decide_once();
