CREATE TABLE "account_sign_in_failures" (
	"user_name" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"refused" boolean DEFAULT false NOT NULL,
	"notified_at" timestamp with time zone
);
