CREATE TABLE "background_tasks" (
	"key" text PRIMARY KEY NOT NULL,
	"project_key" text NOT NULL,
	"kind" text NOT NULL,
	"scope" text NOT NULL,
	"status" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"leased_until" timestamp with time zone,
	"started_by" text NOT NULL,
	"started_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "call_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"project_key" text NOT NULL,
	"note_key" text NOT NULL,
	"reminder_type" text NOT NULL,
	"reminder_date" date NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"call_status" text NOT NULL,
	"promise_date" date,
	"promise_amount" bigint,
	"called_at" timestamp with time zone NOT NULL,
	"user_key" text NOT NULL,
	"user_name" text NOT NULL,
	"outbox_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_logs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "clearances" (
	"key" text PRIMARY KEY NOT NULL,
	"project_key" text NOT NULL,
	"number" text,
	"taxpayer_kind" text NOT NULL,
	"taxpayer_key" text NOT NULL,
	"taxpayer_name" text NOT NULL,
	"status" text NOT NULL,
	"unpaid_notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_until" date,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" text,
	"issued_at" timestamp with time zone,
	"revoked_by" text,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "note_leases" (
	"note_key" text PRIMARY KEY NOT NULL,
	"project_key" text NOT NULL,
	"user_key" text NOT NULL,
	"user_name" text NOT NULL,
	"leased_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "note_recovery" (
	"note_key" text PRIMARY KEY NOT NULL,
	"project_key" text NOT NULL,
	"stage" text,
	"penalty_applied_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "summonses" (
	"key" text PRIMARY KEY NOT NULL,
	"project_key" text NOT NULL,
	"note_key" text NOT NULL,
	"number" text NOT NULL,
	"task_key" text,
	"amount_due" bigint NOT NULL,
	"currency" text NOT NULL,
	"issued_by" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tax_note_items" ADD COLUMN "kind" text DEFAULT 'tax' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "background_tasks_scope_idx" ON "background_tasks" USING btree ("project_key","kind","scope");--> statement-breakpoint
CREATE INDEX "background_tasks_status_idx" ON "background_tasks" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "call_logs_note_idx" ON "call_logs" USING btree ("note_key","id");--> statement-breakpoint
CREATE INDEX "call_logs_project_idx" ON "call_logs" USING btree ("project_key","created_at");--> statement-breakpoint
CREATE INDEX "clearances_taxpayer_idx" ON "clearances" USING btree ("project_key","taxpayer_key","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clearances_number_idx" ON "clearances" USING btree ("project_key","number");--> statement-breakpoint
CREATE INDEX "note_leases_project_idx" ON "note_leases" USING btree ("project_key");--> statement-breakpoint
CREATE INDEX "note_recovery_stage_idx" ON "note_recovery" USING btree ("project_key","stage");--> statement-breakpoint
CREATE UNIQUE INDEX "summonses_note_idx" ON "summonses" USING btree ("note_key");--> statement-breakpoint
CREATE UNIQUE INDEX "summonses_number_idx" ON "summonses" USING btree ("project_key","number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_note_items_one_penalty_idx" ON "tax_note_items" USING btree ("note_key") WHERE kind = 'penalty';--> statement-breakpoint
CREATE TRIGGER call_logs_append_only BEFORE UPDATE OR DELETE ON call_logs
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
