CREATE TABLE "deaths" (
	"key" text PRIMARY KEY NOT NULL,
	"project_key" text NOT NULL,
	"idempotency_key" text,
	"deceased_first_name" text NOT NULL,
	"deceased_middle_name" text DEFAULT '' NOT NULL,
	"deceased_last_name" text NOT NULL,
	"sex" text NOT NULL,
	"date_of_birth" date,
	"age_years" integer,
	"citizen_key" text,
	"date_of_death" date NOT NULL,
	"hospital_key" text NOT NULL,
	"hospital_name" text NOT NULL,
	"place_kind" text NOT NULL,
	"place_text" text DEFAULT '' NOT NULL,
	"immediate_cause" text NOT NULL,
	"icd10_code" text,
	"declarant_name" text NOT NULL,
	"declarant_relation" text NOT NULL,
	"declarant_country_code" text NOT NULL,
	"declarant_mobile" text NOT NULL,
	"zone" text,
	"state" text NOT NULL,
	"rejection_reason" text,
	"rejected_at" timestamp with time zone,
	"rejected_by" text,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"certificate_number" text,
	"certificate_year" integer,
	"certificate_sequence" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deaths" ADD CONSTRAINT "deaths_project_key_projects_key_fk" FOREIGN KEY ("project_key") REFERENCES "public"."projects"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deaths_idempotency_idx" ON "deaths" USING btree ("project_key","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "deaths_certificate_idx" ON "deaths" USING btree ("project_key","certificate_year","certificate_sequence");--> statement-breakpoint
CREATE INDEX "deaths_certificate_number_idx" ON "deaths" USING btree ("certificate_number");--> statement-breakpoint
CREATE INDEX "deaths_created_idx" ON "deaths" USING btree ("project_key","created_at");--> statement-breakpoint
CREATE INDEX "deaths_date_idx" ON "deaths" USING btree ("project_key","date_of_death");--> statement-breakpoint
CREATE INDEX "deaths_state_idx" ON "deaths" USING btree ("project_key","state","created_at");--> statement-breakpoint
CREATE INDEX "deaths_hospital_idx" ON "deaths" USING btree ("project_key","hospital_key","date_of_death");--> statement-breakpoint
CREATE INDEX "deaths_zone_idx" ON "deaths" USING btree ("project_key","zone","date_of_death");