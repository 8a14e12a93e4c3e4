ALTER TABLE "admin_users" ADD COLUMN "temporary_credentials_issued_at" timestamp with time zone;--> statement-breakpoint
-- Temporary credentials handed out before this column existed get their 72 hours from now.
UPDATE "admin_users" SET "temporary_credentials_issued_at" = now() WHERE "must_set_credentials";
