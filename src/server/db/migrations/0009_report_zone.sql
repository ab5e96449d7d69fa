ALTER TABLE "tax_notes" ADD COLUMN "zone" text;--> statement-breakpoint
CREATE INDEX "tax_notes_zone_idx" ON "tax_notes" USING btree ("project_key","zone","created_at");--> statement-breakpoint
-- Notes made before the column existed take their zone as new ones do: the object's address (a
-- rental contract's through its property), else the taxpayer's.
UPDATE "tax_notes" AS n SET "zone" = coalesce(
	(SELECT o.data->'address'->>'zone' FROM "records" o WHERE o.key = n.object_key),
	(SELECT p.data->'address'->>'zone' FROM "records" o JOIN "records" p ON p.key = o.data->>'propertyKey' WHERE o.key = n.object_key),
	(SELECT t.data->'address'->>'zone' FROM "records" t WHERE t.key = n.taxpayer_key)
) WHERE n.zone IS NULL;
