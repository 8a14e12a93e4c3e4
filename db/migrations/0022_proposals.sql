CREATE TYPE "public"."proposal_line_kind" AS ENUM('included', 'package', 'optional');--> statement-breakpoint
CREATE TYPE "public"."proposal_status" AS ENUM('draft', 'sent', 'viewed', 'accepted', 'declined', 'expired', 'replaced');--> statement-breakpoint
ALTER TYPE "public"."activity_entity_type" ADD VALUE 'proposal';--> statement-breakpoint
CREATE TABLE "proposal_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"section_position" integer DEFAULT 0 NOT NULL,
	"section_title" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"kind" "proposal_line_kind" DEFAULT 'included' NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(12, 2) DEFAULT '1' NOT NULL,
	"unit_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	CONSTRAINT "proposal_items_quantity_non_negative" CHECK ("proposal_items"."quantity" >= 0),
	CONSTRAINT "proposal_items_unit_price_non_negative" CHECK ("proposal_items"."unit_price" >= 0),
	CONSTRAINT "proposal_items_total_price_non_negative" CHECK ("proposal_items"."total_price" >= 0),
	CONSTRAINT "proposal_items_description_not_blank" CHECK (length(trim("proposal_items"."description")) > 0),
	CONSTRAINT "proposal_items_included_selected" CHECK ("proposal_items"."kind" <> 'included' or "proposal_items"."selected")
);
--> statement-breakpoint
CREATE TABLE "proposal_number_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_pdfs" (
	"proposal_id" uuid PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"rendered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_number" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"previous_id" uuid,
	"lead_id" uuid,
	"client_id" uuid,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"recipient_company" text,
	"title" text NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"valid_until" date NOT NULL,
	"deposit_percent" numeric(5, 2) DEFAULT '50' NOT NULL,
	"tax_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"subtotal" numeric(12, 2) DEFAULT '0' NOT NULL,
	"tax_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"status" "proposal_status" DEFAULT 'draft' NOT NULL,
	"client_link_hash" text,
	"client_link_sealed" text,
	"client_link_created_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"accepted_name" text,
	"accepted_ip" text,
	"accepted_user_agent" text,
	"accepted_hash" text,
	"accepted_snapshot" jsonb,
	"decline_reason" text,
	"project_id" uuid,
	"deposit_invoice_id" uuid,
	"reminder_sent_at" timestamp with time zone,
	"expiry_notice_sent_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (proposal_number || ' ' || coalesce(title, '') || ' ' || coalesce(recipient_name, '') || ' ' || coalesce(recipient_email, '') || ' ' || coalesce(recipient_company, '')) STORED NOT NULL,
	CONSTRAINT "proposals_client_link_hash_key" UNIQUE("client_link_hash"),
	CONSTRAINT "proposals_version_positive" CHECK ("proposals"."version" >= 1),
	CONSTRAINT "proposals_deposit_range" CHECK ("proposals"."deposit_percent" between 0 and 100),
	CONSTRAINT "proposals_tax_rate_range" CHECK ("proposals"."tax_rate" between 0 and 100),
	CONSTRAINT "proposals_amounts_non_negative" CHECK ("proposals"."subtotal" >= 0 and "proposals"."tax_amount" >= 0 and "proposals"."total_amount" >= 0),
	CONSTRAINT "proposals_client_link_complete" CHECK (("proposals"."client_link_hash" is null) = ("proposals"."client_link_sealed" is null)),
	CONSTRAINT "proposals_title_not_blank" CHECK (length(trim("proposals"."title")) > 0),
	CONSTRAINT "proposals_recipient_name_not_blank" CHECK (length(trim("proposals"."recipient_name")) > 0),
	CONSTRAINT "proposals_recipient_email_not_blank" CHECK (length(trim("proposals"."recipient_email")) > 0),
	CONSTRAINT "proposals_accepted_evidence" CHECK (("proposals"."status" = 'accepted') = ("proposals"."accepted_snapshot" is not null and "proposals"."accepted_hash" is not null and length(trim(coalesce("proposals"."accepted_name", ''))) > 0))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_attachment_known";--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "proposal_valid_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "proposal_deposit_percent" numeric(5, 2) DEFAULT '50' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "proposal_reminder_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "less_deposit_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "deposit_deduction" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "proposal_id" uuid;--> statement-breakpoint
ALTER TABLE "proposal_items" ADD CONSTRAINT "proposal_items_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_pdfs" ADD CONSTRAINT "proposal_pdfs_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_previous_id_proposals_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_deposit_invoice_id_invoices_id_fk" FOREIGN KEY ("deposit_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_items_proposal_id_idx" ON "proposal_items" USING btree ("proposal_id","section_position","position");--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_number_version_key" ON "proposals" USING btree ("proposal_number","version");--> statement-breakpoint
CREATE INDEX "proposals_created_at_idx" ON "proposals" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "proposals_status_created_at_idx" ON "proposals" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "proposals_lead_id_idx" ON "proposals" USING btree ("lead_id","created_at") WHERE "proposals"."lead_id" is not null;--> statement-breakpoint
CREATE INDEX "proposals_client_id_idx" ON "proposals" USING btree ("client_id","created_at") WHERE "proposals"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "proposals_open_idx" ON "proposals" USING btree ("valid_until","total_amount") WHERE "proposals"."status" in ('sent', 'viewed');--> statement-breakpoint
CREATE INDEX "proposals_search_trgm_idx" ON "proposals" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "proposals_project_id_idx" ON "proposals" USING btree ("project_id") WHERE "proposals"."project_id" is not null;--> statement-breakpoint
CREATE INDEX "proposals_deposit_invoice_id_idx" ON "proposals" USING btree ("deposit_invoice_id") WHERE "proposals"."deposit_invoice_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_previous_id_key" ON "proposals" USING btree ("previous_id") WHERE "proposals"."previous_id" is not null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_less_deposit_invoice_id_invoices_id_fk" FOREIGN KEY ("less_deposit_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_less_deposit_key" ON "invoices" USING btree ("less_deposit_invoice_id") WHERE "invoices"."less_deposit_invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_proposal_id_idx" ON "mail_outbox" USING btree ("proposal_id","created_at") WHERE "mail_outbox"."proposal_id" is not null;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_proposal_valid_days_range" CHECK ("billing_settings"."proposal_valid_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_proposal_deposit_range" CHECK ("billing_settings"."proposal_deposit_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_proposal_reminder_days_range" CHECK ("billing_settings"."proposal_reminder_days" between 0 and 60);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_deposit_deduction_non_negative" CHECK ("invoices"."deposit_deduction" >= 0);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_deposit_deduction_complete" CHECK (("invoices"."less_deposit_invoice_id" is null) = ("invoices"."deposit_deduction" = 0));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_one_record" CHECK ("mail_outbox"."invoice_id" is null or "mail_outbox"."proposal_id" is null);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_attachment_known" CHECK ("mail_outbox"."attachment" in ('invoice_pdf', 'proposal_pdf'));