CREATE TABLE "chain_heads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_key" text NOT NULL,
	"chain_table" text NOT NULL,
	"chain_project_key" text,
	"last_id" bigint NOT NULL,
	"last_seq" bigint NOT NULL,
	"row_hash" "bytea" NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_activity" ADD COLUMN "chain_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_activity" ADD COLUMN "prev_hash" "bytea" DEFAULT '\x'::bytea NOT NULL;--> statement-breakpoint
ALTER TABLE "user_activity" ADD COLUMN "row_hash" "bytea" DEFAULT '\x'::bytea NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_note_events" ADD COLUMN "chain_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_note_events" ADD COLUMN "prev_hash" "bytea" DEFAULT '\x'::bytea NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_note_events" ADD COLUMN "row_hash" "bytea" DEFAULT '\x'::bytea NOT NULL;--> statement-breakpoint
CREATE INDEX "chain_heads_project_idx" ON "chain_heads" USING btree ("project_key","chain_table","recorded_at");--> statement-breakpoint
-- A trail nobody can rewrite unseen (ARCHITECTURE.md, "The audit trail's hash chain"). Each row of
-- user_activity and tax_note_events carries the SHA-256 of the previous row of its chain and of
-- its own content. A chain is one table's rows of one project (activity without a project, such as
-- sign-ins, is one more chain). The verifier (npm run audit:verify) recomputes with the same
-- functions, so what is hashed is defined once, here.
--
-- What is hashed: the UTF-8 text of a JSON array (jsonb's own text form, so spacing and escapes
-- are fixed) of the table's name, the previous hash in lower-case hex, then every column as text
-- or null: integers in decimal, doubles in their shortest exact form (extra_float_digits = 1),
-- timestamps in UTC as YYYY-MM-DDTHH:MI:SS.ffffffZ, jsonb as itself (jsonb orders its keys).
CREATE OR REPLACE FUNCTION user_activity_row_hash(r user_activity) RETURNS bytea
  LANGUAGE sql STABLE PARALLEL SAFE SET extra_float_digits = 1 AS $$
  SELECT sha256(convert_to(jsonb_build_array(
    'user_activity', encode(r.prev_hash, 'hex'), r.project_key, r.chain_seq::text, r.id::text,
    r.user_key, r.user_name, r.method, r.route, r.action, r.status_code::text,
    r.latitude::text, r.longitude::text, r.ip,
    to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
  )::text, 'UTF8'))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tax_note_events_row_hash(r tax_note_events) RETURNS bytea
  LANGUAGE sql STABLE PARALLEL SAFE SET extra_float_digits = 1 AS $$
  SELECT sha256(convert_to(jsonb_build_array(
    'tax_note_events', encode(r.prev_hash, 'hex'), r.project_key, r.chain_seq::text, r.id::text,
    r.note_key, r.kind, r.user_key, r.user_name, r.reason, r.data,
    r.latitude::text, r.longitude::text,
    to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
  )::text, 'UTF8'))
$$;
--> statement-breakpoint
-- Filling the chain at insert time, whatever the insert says. The rows of one chain take turns on a
-- transaction-scoped advisory lock (two-key form, class 22010, so it never meets the one-key locks
-- of the services); the last row is read after the lock, in a fresh snapshot, so two inserts never
-- share a predecessor (and the unique (project, position) below would refuse it if they did). The
-- lock is held to the commit: a transaction should append to a chain as late as it can.
CREATE OR REPLACE FUNCTION user_activity_hash_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_position bigint;
  last_hash bytea;
BEGIN
  PERFORM pg_advisory_xact_lock(22010, hashtext('user_activity:' || coalesce(NEW.project_key, '')));
  IF NEW.project_key IS NULL THEN
    SELECT chain_seq, row_hash INTO last_position, last_hash FROM user_activity
      WHERE project_key IS NULL ORDER BY chain_seq DESC LIMIT 1;
  ELSE
    SELECT chain_seq, row_hash INTO last_position, last_hash FROM user_activity
      WHERE project_key = NEW.project_key ORDER BY chain_seq DESC LIMIT 1;
  END IF;
  NEW.chain_seq := coalesce(last_position, 0) + 1;
  NEW.prev_hash := coalesce(last_hash, decode(repeat('00', 32), 'hex'));
  NEW.row_hash := user_activity_row_hash(NEW);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tax_note_events_hash_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_position bigint;
  last_hash bytea;
BEGIN
  PERFORM pg_advisory_xact_lock(22010, hashtext('tax_note_events:' || NEW.project_key));
  SELECT chain_seq, row_hash INTO last_position, last_hash FROM tax_note_events
    WHERE project_key = NEW.project_key ORDER BY chain_seq DESC LIMIT 1;
  NEW.chain_seq := coalesce(last_position, 0) + 1;
  NEW.prev_hash := coalesce(last_hash, decode(repeat('00', 32), 'hex'));
  NEW.row_hash := tax_note_events_row_hash(NEW);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- The rows already there are chained once, per chain in id order; the append-only guards stand
-- aside for it, as in 0017.
ALTER TABLE user_activity DISABLE TRIGGER user_activity_append_only;
--> statement-breakpoint
DO $$
DECLARE
  r user_activity;
  started boolean := false;
  chain text;
  seq_no bigint;
  previous bytea;
BEGIN
  FOR r IN SELECT * FROM user_activity ORDER BY project_key NULLS FIRST, id LOOP
    IF NOT started OR r.project_key IS DISTINCT FROM chain THEN
      started := true;
      chain := r.project_key;
      seq_no := 0;
      previous := decode(repeat('00', 32), 'hex');
    END IF;
    seq_no := seq_no + 1;
    r.chain_seq := seq_no;
    r.prev_hash := previous;
    r.row_hash := user_activity_row_hash(r);
    UPDATE user_activity SET chain_seq = r.chain_seq, prev_hash = r.prev_hash, row_hash = r.row_hash WHERE id = r.id;
    previous := r.row_hash;
  END LOOP;
END;
$$;
--> statement-breakpoint
ALTER TABLE user_activity ENABLE TRIGGER user_activity_append_only;
--> statement-breakpoint
ALTER TABLE tax_note_events DISABLE TRIGGER tax_note_events_append_only;
--> statement-breakpoint
DO $$
DECLARE
  r tax_note_events;
  chain text;
  seq_no bigint;
  previous bytea;
BEGIN
  FOR r IN SELECT * FROM tax_note_events ORDER BY project_key, id LOOP
    IF chain IS NULL OR r.project_key <> chain THEN
      chain := r.project_key;
      seq_no := 0;
      previous := decode(repeat('00', 32), 'hex');
    END IF;
    seq_no := seq_no + 1;
    r.chain_seq := seq_no;
    r.prev_hash := previous;
    r.row_hash := tax_note_events_row_hash(r);
    UPDATE tax_note_events SET chain_seq = r.chain_seq, prev_hash = r.prev_hash, row_hash = r.row_hash WHERE id = r.id;
    previous := r.row_hash;
  END LOOP;
END;
$$;
--> statement-breakpoint
ALTER TABLE tax_note_events ENABLE TRIGGER tax_note_events_append_only;
--> statement-breakpoint
-- Named to fire last among BEFORE INSERT triggers (they fire in name order): the hash must see the
-- row as it will be stored.
CREATE TRIGGER zz_user_activity_hash_chain BEFORE INSERT ON user_activity
  FOR EACH ROW EXECUTE FUNCTION user_activity_hash_chain();
--> statement-breakpoint
CREATE TRIGGER zz_tax_note_events_hash_chain BEFORE INSERT ON tax_note_events
  FOR EACH ROW EXECUTE FUNCTION tax_note_events_hash_chain();
--> statement-breakpoint
ALTER TABLE "user_activity" ADD CONSTRAINT "user_activity_chain_key" UNIQUE NULLS NOT DISTINCT("project_key","chain_seq");--> statement-breakpoint
ALTER TABLE "tax_note_events" ADD CONSTRAINT "tax_note_events_chain_key" UNIQUE("project_key","chain_seq");