ALTER TYPE "public"."activity_entity_type" ADD VALUE 'communication';--> statement-breakpoint
ALTER TYPE "public"."activity_entity_type" ADD VALUE 'admin';--> statement-breakpoint
ALTER TYPE "public"."activity_entity_type" ADD VALUE 'session';--> statement-breakpoint
ALTER TYPE "public"."activity_entity_type" ADD VALUE 'mail';--> statement-breakpoint
ALTER TABLE "activity_log" ALTER COLUMN "entity_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ALTER COLUMN "role" SET DEFAULT 'owner';--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "must_set_credentials" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "activity_log_created_at_idx" ON "activity_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_log_performed_by_idx" ON "activity_log" USING btree ("performed_by","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_log_entity_type_created_at_idx" ON "activity_log" USING btree ("entity_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_log_action_created_at_idx" ON "activity_log" USING btree ("action","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_log_lead_ref_idx" ON "activity_log" USING btree (("metadata" ->> 'lead_id')) WHERE "activity_log"."metadata" ? 'lead_id';--> statement-breakpoint
CREATE INDEX "activity_log_project_ref_idx" ON "activity_log" USING btree (("metadata" ->> 'project_id')) WHERE "activity_log"."metadata" ? 'project_id';--> statement-breakpoint
UPDATE "admin_users" SET "role" = 'owner' WHERE "role" NOT IN ('owner', 'staff');--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_role_known" CHECK ("admin_users"."role" in ('owner', 'staff'));;--> statement-breakpoint
CREATE FUNCTION "activity_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'activity_log is append-only: its entries cannot be changed or deleted';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "activity_log_append_only" BEFORE UPDATE OR DELETE ON "activity_log" FOR EACH ROW EXECUTE FUNCTION "activity_log_append_only"();
