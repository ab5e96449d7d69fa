CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"user_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instalments" (
	"note_key" text NOT NULL,
	"number" integer NOT NULL,
	"due_date" date NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"key" text PRIMARY KEY NOT NULL,
	"project_key" text NOT NULL,
	"note_key" text NOT NULL,
	"kind" text NOT NULL,
	"reverses_key" text,
	"method" text NOT NULL,
	"paid_currency" text NOT NULL,
	"paid_amount" bigint NOT NULL,
	"conversion_rate" numeric(18, 6) NOT NULL,
	"settled_currency" text NOT NULL,
	"settled_amount" bigint NOT NULL,
	"instalment_number" integer,
	"bank_key" text,
	"bank_slip_number" text,
	"cashier_name" text,
	"cashier_phone" text,
	"payment_date" date NOT NULL,
	"receipt_number" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"recorded_by" text NOT NULL,
	"recorded_by_name" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revenue_shares" (
	"key" text PRIMARY KEY NOT NULL,
	"project_key" text NOT NULL,
	"payment_key" text NOT NULL,
	"beneficiary_key" text NOT NULL,
	"beneficiary_name" text NOT NULL,
	"basis_points" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"payment_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"key" text PRIMARY KEY NOT NULL,
	"project_key" text NOT NULL,
	"beneficiary_key" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"bank_key" text,
	"transfer_reference" text NOT NULL,
	"transfer_date" date NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_note_key_tax_notes_key_fk" FOREIGN KEY ("note_key") REFERENCES "public"."tax_notes"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_note_key_tax_notes_key_fk" FOREIGN KEY ("note_key") REFERENCES "public"."tax_notes"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_shares" ADD CONSTRAINT "revenue_shares_payment_key_payments_key_fk" FOREIGN KEY ("payment_key") REFERENCES "public"."payments"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instalments_note_number_idx" ON "instalments" USING btree ("note_key","number");--> statement-breakpoint
CREATE INDEX "payments_note_idx" ON "payments" USING btree ("note_key","created_at");--> statement-breakpoint
CREATE INDEX "payments_project_date_idx" ON "payments" USING btree ("project_key","payment_date");--> statement-breakpoint
CREATE INDEX "payments_receipt_idx" ON "payments" USING btree ("project_key","receipt_number");--> statement-breakpoint
CREATE INDEX "payments_bank_idx" ON "payments" USING btree ("project_key","bank_key","payment_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reversal_once_idx" ON "payments" USING btree ("reverses_key");--> statement-breakpoint
CREATE INDEX "revenue_shares_project_idx" ON "revenue_shares" USING btree ("project_key","payment_date","beneficiary_key");--> statement-breakpoint
CREATE INDEX "revenue_shares_payment_idx" ON "revenue_shares" USING btree ("payment_key");--> statement-breakpoint
CREATE INDEX "settlements_project_idx" ON "settlements" USING btree ("project_key","beneficiary_key","transfer_date");--> statement-breakpoint
CREATE TRIGGER payments_append_only BEFORE UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER revenue_shares_append_only BEFORE UPDATE OR DELETE ON revenue_shares
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER settlements_append_only BEFORE UPDATE OR DELETE ON settlements
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
