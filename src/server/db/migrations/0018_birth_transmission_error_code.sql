ALTER TABLE "births" ADD COLUMN "last_transmission_error_code" text;--> statement-breakpoint
-- Older failures were English sentences: keep their detail, give them the code the screens translate.
UPDATE "births" SET
  "last_transmission_error_code" = CASE
    WHEN "last_transmission_error" LIKE 'Civil registry unreachable: no answer within %' THEN 'registryTimeout'
    WHEN "last_transmission_error" LIKE 'Civil registry unreachable: %' THEN 'registryUnreachable'
    WHEN "last_transmission_error" LIKE 'Civil registry answered %' THEN 'registryRefused'
    ELSE 'registryFailed'
  END,
  "last_transmission_error" = CASE
    WHEN "last_transmission_error" LIKE 'Civil registry unreachable: no answer within %' THEN substr("last_transmission_error", length('Civil registry unreachable: no answer within ') + 1)
    WHEN "last_transmission_error" LIKE 'Civil registry unreachable: %' THEN substr("last_transmission_error", length('Civil registry unreachable: ') + 1)
    WHEN "last_transmission_error" LIKE 'Civil registry answered %' THEN substr("last_transmission_error", length('Civil registry answered ') + 1)
    ELSE "last_transmission_error"
  END
WHERE "last_transmission_error" IS NOT NULL;
