DROP INDEX "leads_email_normalized_idx";--> statement-breakpoint
CREATE INDEX "leads_email_normalized_idx" ON "leads" USING btree (lower(trim("email")),"created_at","id");