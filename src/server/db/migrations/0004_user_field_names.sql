ALTER TABLE "users" RENAME COLUMN "role_key" TO "user_role";--> statement-breakpoint
ALTER TABLE "users" RENAME COLUMN "associated_establishment_keys" TO "associated_establishment_key";--> statement-breakpoint
ALTER TABLE "users" RENAME COLUMN "last_login_at" TO "last_login";--> statement-breakpoint
ALTER TABLE "users" RENAME CONSTRAINT "users_role_key_roles_key_fk" TO "users_user_role_roles_key_fk";
