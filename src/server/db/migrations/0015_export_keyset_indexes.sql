DROP INDEX "tax_notes_created_idx";--> statement-breakpoint
DROP INDEX "tax_notes_due_idx";--> statement-breakpoint
DROP INDEX "payments_project_date_idx";--> statement-breakpoint
DROP INDEX "payments_receipt_idx";--> statement-breakpoint
CREATE INDEX "tax_notes_taxpayer_name_idx" ON "tax_notes" USING btree ("project_key","taxpayer_name","key");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("project_key","created_at","key");--> statement-breakpoint
CREATE INDEX "tax_notes_created_idx" ON "tax_notes" USING btree ("project_key","created_at","key");--> statement-breakpoint
CREATE INDEX "tax_notes_due_idx" ON "tax_notes" USING btree ("project_key","due_date","key");--> statement-breakpoint
CREATE INDEX "payments_project_date_idx" ON "payments" USING btree ("project_key","payment_date","key");--> statement-breakpoint
CREATE INDEX "payments_receipt_idx" ON "payments" USING btree ("project_key","receipt_number","key");