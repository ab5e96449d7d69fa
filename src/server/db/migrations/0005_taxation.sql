CREATE TABLE "reference_counters" (
	"project_key" text NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "reference_counters_project_key_series_year_pk" PRIMARY KEY("project_key","series","year")
);
--> statement-breakpoint
CREATE TABLE "tax_note_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"note_key" text NOT NULL,
	"project_key" text NOT NULL,
	"kind" text NOT NULL,
	"user_key" text,
	"user_name" text,
	"reason" text DEFAULT '' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_note_items" (
	"key" text PRIMARY KEY NOT NULL,
	"note_key" text NOT NULL,
	"position" integer NOT NULL,
	"nomenclature_item_key" text NOT NULL,
	"account" text NOT NULL,
	"reason" text NOT NULL,
	"currency" text NOT NULL,
	"factor_amount" bigint NOT NULL,
	"steps" jsonb NOT NULL,
	"computed_amount" bigint NOT NULL,
	"declared_amount" bigint NOT NULL,
	"amount_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_notes" (
	"key" text PRIMARY KEY NOT NULL,
	"project_key" text NOT NULL,
	"reference" text NOT NULL,
	"reference_year" integer NOT NULL,
	"reference_sequence" integer NOT NULL,
	"tax_type" text NOT NULL,
	"taxpayer_kind" text NOT NULL,
	"taxpayer_key" text NOT NULL,
	"taxpayer_name" text NOT NULL,
	"object_key" text,
	"object_label" text,
	"object_part" text,
	"declarant_name" text NOT NULL,
	"responsible_name" text NOT NULL,
	"phone_country_code" text NOT NULL,
	"phone_number" text NOT NULL,
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"computed_amount" bigint NOT NULL,
	"declared_amount" bigint NOT NULL,
	"counter_currency" text NOT NULL,
	"counter_amount" bigint NOT NULL,
	"conversion_rate" numeric(18, 6) NOT NULL,
	"lifecycle" text NOT NULL,
	"awaiting_actor" text,
	"disputed" boolean DEFAULT false NOT NULL,
	"pending_amendment" jsonb,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"due_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"issued_at" timestamp with time zone,
	"issued_by" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_name" text NOT NULL,
	"project_key" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"outcome" text NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"name" text NOT NULL,
	"project_key" text NOT NULL,
	"schedule" text NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"leased_until" timestamp with time zone,
	"leased_by" text,
	CONSTRAINT "jobs_name_project_key_pk" PRIMARY KEY("name","project_key")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "reference_prefix" text DEFAULT 'MPT' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_note_events" ADD CONSTRAINT "tax_note_events_note_key_tax_notes_key_fk" FOREIGN KEY ("note_key") REFERENCES "public"."tax_notes"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_note_items" ADD CONSTRAINT "tax_note_items_note_key_tax_notes_key_fk" FOREIGN KEY ("note_key") REFERENCES "public"."tax_notes"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_notes" ADD CONSTRAINT "tax_notes_project_key_projects_key_fk" FOREIGN KEY ("project_key") REFERENCES "public"."projects"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_note_events_note_idx" ON "tax_note_events" USING btree ("note_key","id");--> statement-breakpoint
CREATE INDEX "tax_note_events_user_idx" ON "tax_note_events" USING btree ("project_key","user_key","created_at");--> statement-breakpoint
CREATE INDEX "tax_note_items_note_idx" ON "tax_note_items" USING btree ("note_key","position");--> statement-breakpoint
CREATE INDEX "tax_note_items_duplicate_idx" ON "tax_note_items" USING btree ("nomenclature_item_key");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_notes_reference_idx" ON "tax_notes" USING btree ("project_key","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_notes_sequence_idx" ON "tax_notes" USING btree ("project_key","reference_year","reference_sequence");--> statement-breakpoint
CREATE INDEX "tax_notes_created_idx" ON "tax_notes" USING btree ("project_key","created_at");--> statement-breakpoint
CREATE INDEX "tax_notes_lifecycle_idx" ON "tax_notes" USING btree ("project_key","lifecycle","created_at");--> statement-breakpoint
CREATE INDEX "tax_notes_awaiting_idx" ON "tax_notes" USING btree ("project_key","awaiting_actor","created_at");--> statement-breakpoint
CREATE INDEX "tax_notes_taxpayer_idx" ON "tax_notes" USING btree ("project_key","taxpayer_key","created_at");--> statement-breakpoint
CREATE INDEX "tax_notes_creator_idx" ON "tax_notes" USING btree ("project_key","created_by","created_at");--> statement-breakpoint
CREATE INDEX "tax_notes_due_idx" ON "tax_notes" USING btree ("project_key","due_date");--> statement-breakpoint
CREATE INDEX "job_runs_project_idx" ON "job_runs" USING btree ("project_key","started_at");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("next_run_at");--> statement-breakpoint
CREATE TRIGGER tax_note_events_append_only BEFORE UPDATE OR DELETE ON tax_note_events
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
