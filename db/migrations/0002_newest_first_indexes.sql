DROP INDEX "activity_log_entity_idx";--> statement-breakpoint
DROP INDEX "communications_created_at_idx";--> statement-breakpoint
DROP INDEX "communications_type_created_at_idx";--> statement-breakpoint
DROP INDEX "communications_unread_idx";--> statement-breakpoint
DROP INDEX "invoices_created_at_idx";--> statement-breakpoint
DROP INDEX "invoices_status_created_at_idx";--> statement-breakpoint
DROP INDEX "leads_created_at_idx";--> statement-breakpoint
DROP INDEX "leads_status_created_at_idx";--> statement-breakpoint
DROP INDEX "leads_source_created_at_idx";--> statement-breakpoint
DROP INDEX "projects_created_at_idx";--> statement-breakpoint
DROP INDEX "projects_status_created_at_idx";--> statement-breakpoint
CREATE INDEX "activity_log_entity_idx" ON "activity_log" USING btree ("entity_type","entity_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "communications_created_at_idx" ON "communications" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "communications_type_created_at_idx" ON "communications" USING btree ("type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "communications_unread_idx" ON "communications" USING btree ("created_at" DESC NULLS FIRST) WHERE "communications"."read_status" = false;--> statement-breakpoint
CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_status_created_at_idx" ON "invoices" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_status_created_at_idx" ON "leads" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_source_created_at_idx" ON "leads" USING btree ("source","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_status_created_at_idx" ON "projects" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);