CREATE TABLE "documents" (
	"key" text PRIMARY KEY NOT NULL,
	"project_key" text,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "documents_project_idx" ON "documents" USING btree ("project_key","created_at");