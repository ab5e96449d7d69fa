-- pg_trgm backs the free-text search index of the record store (added by hand to the generated file).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"sign_in_key" text NOT NULL,
	"user_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"role_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"key" text PRIMARY KEY NOT NULL,
	"user_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"key" text PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"email_address" text,
	"title" text,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"gender" text,
	"contact_phone1_country_code" text DEFAULT '243' NOT NULL,
	"phone_number" text,
	"image_src" text,
	"role_key" text,
	"type" text DEFAULT '2' NOT NULL,
	"establishment_key" text,
	"associated_establishment_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"application_access" text DEFAULT '1' NOT NULL,
	"company" text,
	"additional_info" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_external" boolean DEFAULT false NOT NULL,
	"is_citizen" boolean DEFAULT false NOT NULL,
	"citizen_key" text,
	"is_force_logout" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"key" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_members" (
	"project_key" text NOT NULL,
	"user_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_members_project_key_user_key_pk" PRIMARY KEY("project_key","user_key")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"key" text PRIMARY KEY NOT NULL,
	"project_name" text NOT NULL,
	"project_type" text NOT NULL,
	"province_key" text,
	"status" text DEFAULT 'enabled' NOT NULL,
	"due_date_days" integer DEFAULT 30 NOT NULL,
	"split_fee" boolean DEFAULT false NOT NULL,
	"send_sms" boolean DEFAULT false NOT NULL,
	"scheduler" boolean DEFAULT false NOT NULL,
	"sms_text" text DEFAULT '' NOT NULL,
	"document_text" text DEFAULT '' NOT NULL,
	"revenue_split_basis_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_key" text,
	"user_name" text,
	"project_key" text,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"action" text NOT NULL,
	"status_code" integer NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "records" (
	"key" text PRIMARY KEY NOT NULL,
	"resource" text NOT NULL,
	"project_key" text,
	"data" jsonb NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_key_users_key_fk" FOREIGN KEY ("user_key") REFERENCES "public"."users"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_sign_in_key_sign_ins_key_fk" FOREIGN KEY ("sign_in_key") REFERENCES "public"."sign_ins"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_key_users_key_fk" FOREIGN KEY ("user_key") REFERENCES "public"."users"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_user_key_users_key_fk" FOREIGN KEY ("user_key") REFERENCES "public"."users"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_key_roles_key_fk" FOREIGN KEY ("role_key") REFERENCES "public"."roles"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_key_projects_key_fk" FOREIGN KEY ("project_key") REFERENCES "public"."projects"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_user_key_users_key_fk" FOREIGN KEY ("user_key") REFERENCES "public"."users"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_tokens_sign_in_idx" ON "refresh_tokens" USING btree ("sign_in_key");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_lower_idx" ON "roles" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "sign_ins_user_idx" ON "sign_ins" USING btree ("user_key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_lower_idx" ON "users" USING btree (lower("user_name"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role_key");--> statement-breakpoint
CREATE INDEX "users_last_name_idx" ON "users" USING btree ("last_name");--> statement-breakpoint
CREATE INDEX "notification_outbox_status_idx" ON "notification_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "project_members_user_idx" ON "project_members" USING btree ("user_key");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_name_lower_idx" ON "projects" USING btree (lower("project_name"));--> statement-breakpoint
CREATE INDEX "user_activity_project_idx" ON "user_activity" USING btree ("project_key","created_at");--> statement-breakpoint
CREATE INDEX "user_activity_user_idx" ON "user_activity" USING btree ("user_key","created_at");--> statement-breakpoint
CREATE INDEX "records_resource_project_created_idx" ON "records" USING btree ("resource","project_key","created_at","key");--> statement-breakpoint
CREATE INDEX "records_resource_project_label_idx" ON "records" USING btree ("resource","project_key","label","key");--> statement-breakpoint
CREATE INDEX "records_data_gin_idx" ON "records" USING gin ("data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "records_search_trgm_idx" ON "records" USING gin ("search_text" gin_trgm_ops);