CREATE TABLE "gbv_case_identities" (
	"case_key" text PRIMARY KEY NOT NULL,
	"survivor_name" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gbv_case_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_key" text NOT NULL,
	"case_key" text,
	"user_key" text NOT NULL,
	"view" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gbv_cases" (
	"key" text PRIMARY KEY NOT NULL,
	"project_key" text NOT NULL,
	"code" text NOT NULL,
	"code_year" integer NOT NULL,
	"code_sequence" integer NOT NULL,
	"age_group" text NOT NULL,
	"sex" text NOT NULL,
	"incident_type" text NOT NULL,
	"incident_date" date NOT NULL,
	"report_date" date NOT NULL,
	"zone" text NOT NULL,
	"services" jsonb NOT NULL,
	"referral_consent" boolean DEFAULT false NOT NULL,
	"case_worker_key" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closure_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gbv_case_identities" ADD CONSTRAINT "gbv_case_identities_case_key_gbv_cases_key_fk" FOREIGN KEY ("case_key") REFERENCES "public"."gbv_cases"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gbv_cases" ADD CONSTRAINT "gbv_cases_project_key_projects_key_fk" FOREIGN KEY ("project_key") REFERENCES "public"."projects"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gbv_case_views_case_idx" ON "gbv_case_views" USING btree ("case_key","viewed_at");--> statement-breakpoint
CREATE INDEX "gbv_case_views_project_idx" ON "gbv_case_views" USING btree ("project_key","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gbv_cases_code_idx" ON "gbv_cases" USING btree ("project_key","code");--> statement-breakpoint
CREATE INDEX "gbv_cases_report_idx" ON "gbv_cases" USING btree ("project_key","report_date");--> statement-breakpoint
CREATE INDEX "gbv_cases_status_idx" ON "gbv_cases" USING btree ("project_key","status","report_date");--> statement-breakpoint
CREATE INDEX "gbv_cases_worker_idx" ON "gbv_cases" USING btree ("project_key","case_worker_key","report_date");--> statement-breakpoint
-- Who looked at which case is evidence: the view log is append-only like the audit trail.
CREATE TRIGGER gbv_case_views_append_only BEFORE UPDATE OR DELETE ON gbv_case_views
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
