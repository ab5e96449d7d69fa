CREATE TABLE "period_closes" (
	"key" text PRIMARY KEY NOT NULL,
	"project_key" text NOT NULL,
	"month" text NOT NULL,
	"closed_by" text NOT NULL,
	"closed_by_name" text NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"reopen_requested_by" text,
	"reopen_requested_by_name" text,
	"reopen_requested_at" timestamp with time zone,
	"reopen_reason" text,
	"reopened_by" text,
	"reopened_by_name" text,
	"reopened_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "period_closes" ADD CONSTRAINT "period_closes_project_key_projects_key_fk" FOREIGN KEY ("project_key") REFERENCES "public"."projects"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "period_closes_in_force_idx" ON "period_closes" USING btree ("project_key","month") WHERE "period_closes"."reopened_at" is null;--> statement-breakpoint
CREATE INDEX "period_closes_project_idx" ON "period_closes" USING btree ("project_key","month");