ALTER TYPE "public"."activity_entity_type" ADD VALUE 'filtered_submission';--> statement-breakpoint
CREATE TABLE "filtered_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" "lead_source" NOT NULL,
	"reason" text NOT NULL,
	"fields" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "filtered_submissions_reason_known" CHECK ("filtered_submissions"."reason" in ('honeypot', 'timing'))
);
--> statement-breakpoint
CREATE INDEX "filtered_submissions_received_at_idx" ON "filtered_submissions" USING btree ("received_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);