CREATE TABLE "qr_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_key" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"genuine" boolean NOT NULL,
	"user_key" text,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"public_key" "bytea" NOT NULL,
	"private_key" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "project_key" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "note_key" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "last_error" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "qr_logs_project_idx" ON "qr_logs" USING btree ("project_key","checked_at");--> statement-breakpoint
CREATE INDEX "qr_logs_reference_idx" ON "qr_logs" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "notification_outbox_note_idx" ON "notification_outbox" USING btree ("note_key");