CREATE TYPE "public"."activity_entity_type" AS ENUM('lead', 'project', 'invoice');--> statement-breakpoint
CREATE TYPE "public"."communication_type" AS ENUM('email', 'call', 'meeting', 'note');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('draft', 'sent', 'paid', 'overdue', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."lead_source" AS ENUM('brand_analysis', 'contact_form');--> statement-breakpoint
CREATE TYPE "public"."lead_status" AS ENUM('new', 'contacted', 'qualified', 'proposal', 'won', 'lost');--> statement-breakpoint
CREATE TYPE "public"."mail_status" AS ENUM('queued', 'sending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."project_status" AS ENUM('planning', 'in_progress', 'review', 'completed', 'on_hold');--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_type" "activity_entity_type" NOT NULL,
	"entity_id" uuid NOT NULL,
	"entity_name" text,
	"action" text NOT NULL,
	"description" text NOT NULL,
	"performed_by" uuid,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"pin_hash" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"role" text DEFAULT 'admin' NOT NULL,
	"session_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_username_not_blank" CHECK (length(trim("admin_users"."username")) > 0),
	CONSTRAINT "admin_users_email_not_blank" CHECK (length(trim("admin_users"."email")) > 0)
);
--> statement-breakpoint
CREATE TABLE "communications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "communication_type" NOT NULL,
	"subject" text,
	"content" text NOT NULL,
	"to_email" text,
	"from_email" text,
	"lead_id" uuid,
	"project_id" uuid,
	"is_ai_generated" boolean DEFAULT false NOT NULL,
	"read_status" boolean DEFAULT false NOT NULL,
	"response_required" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (coalesce(subject, '') || ' ' || coalesce(content, '') || ' ' || coalesce(to_email, '') || ' ' || coalesce(from_email, '')) STORED NOT NULL,
	CONSTRAINT "communications_content_not_blank" CHECK (length(trim("communications"."content")) > 0),
	CONSTRAINT "communications_email_has_subject" CHECK ("communications"."type" <> 'email' or length(trim(coalesce("communications"."subject", ''))) > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(12, 2) DEFAULT '1' NOT NULL,
	"unit_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "invoice_items_quantity_non_negative" CHECK ("invoice_items"."quantity" >= 0),
	CONSTRAINT "invoice_items_unit_price_non_negative" CHECK ("invoice_items"."unit_price" >= 0),
	CONSTRAINT "invoice_items_total_price_non_negative" CHECK ("invoice_items"."total_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_number_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_number" text NOT NULL,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"client_address" text,
	"description" text,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"paid_date" date,
	"payment_method" text,
	"subtotal" numeric(12, 2) DEFAULT '0' NOT NULL,
	"tax_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"tax_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"status" "invoice_status" DEFAULT 'draft' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (invoice_number || ' ' || coalesce(client_name, '') || ' ' || coalesce(client_email, '')) STORED NOT NULL,
	CONSTRAINT "invoices_invoice_number_key" UNIQUE("invoice_number"),
	CONSTRAINT "invoices_tax_rate_range" CHECK ("invoices"."tax_rate" between 0 and 100),
	CONSTRAINT "invoices_subtotal_non_negative" CHECK ("invoices"."subtotal" >= 0),
	CONSTRAINT "invoices_tax_amount_non_negative" CHECK ("invoices"."tax_amount" >= 0),
	CONSTRAINT "invoices_total_amount_non_negative" CHECK ("invoices"."total_amount" >= 0),
	CONSTRAINT "invoices_dates_ordered" CHECK ("invoices"."due_date" >= "invoices"."issue_date"),
	CONSTRAINT "invoices_client_name_not_blank" CHECK (length(trim("invoices"."client_name")) > 0),
	CONSTRAINT "invoices_client_email_not_blank" CHECK (length(trim("invoices"."client_email")) > 0)
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company" text,
	"source" "lead_source" NOT NULL,
	"status" "lead_status" DEFAULT 'new' NOT NULL,
	"priority" smallint DEFAULT 2 NOT NULL,
	"lead_score" integer DEFAULT 0 NOT NULL,
	"service" text,
	"budget" text,
	"timeline" text,
	"message" text,
	"brand_name" text,
	"domain_name" text,
	"insights_generated" text,
	"estimated_value" numeric(12, 2),
	"expected_close_date" date,
	"next_follow_up_date" date,
	"last_contact_date" timestamp with time zone,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"duplicate_of_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company, '')) STORED NOT NULL,
	CONSTRAINT "leads_priority_range" CHECK ("leads"."priority" between 1 and 3),
	CONSTRAINT "leads_lead_score_range" CHECK ("leads"."lead_score" between 0 and 100),
	CONSTRAINT "leads_estimated_value_non_negative" CHECK ("leads"."estimated_value" >= 0),
	CONSTRAINT "leads_name_not_blank" CHECK (length(trim("leads"."name")) > 0),
	CONSTRAINT "leads_email_not_blank" CHECK (length(trim("leads"."email")) > 0)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" "mail_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_message_id" text,
	"communication_id" uuid,
	"lead_id" uuid,
	"dedupe_key" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_dedupe_key_key" UNIQUE("dedupe_key"),
	CONSTRAINT "mail_outbox_attempts_non_negative" CHECK ("mail_outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"status" "project_status" DEFAULT 'planning' NOT NULL,
	"start_date" date,
	"end_date" date,
	"estimated_hours" numeric(10, 2),
	"hourly_rate" numeric(12, 2),
	"fixed_price" numeric(12, 2),
	"progress_percentage" integer DEFAULT 0 NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"deliverables" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (coalesce(title, '') || ' ' || coalesce(client_name, '') || ' ' || coalesce(client_email, '')) STORED NOT NULL,
	CONSTRAINT "projects_progress_range" CHECK ("projects"."progress_percentage" between 0 and 100),
	CONSTRAINT "projects_estimated_hours_non_negative" CHECK ("projects"."estimated_hours" >= 0),
	CONSTRAINT "projects_hourly_rate_non_negative" CHECK ("projects"."hourly_rate" >= 0),
	CONSTRAINT "projects_fixed_price_non_negative" CHECK ("projects"."fixed_price" >= 0),
	CONSTRAINT "projects_dates_ordered" CHECK ("projects"."end_date" >= "projects"."start_date"),
	CONSTRAINT "projects_title_not_blank" CHECK (length(trim("projects"."title")) > 0),
	CONSTRAINT "projects_client_name_not_blank" CHECK (length(trim("projects"."client_name")) > 0),
	CONSTRAINT "projects_client_email_not_blank" CHECK (length(trim("projects"."client_email")) > 0)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limits_pkey" PRIMARY KEY("bucket","key")
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_performed_by_admin_users_id_fk" FOREIGN KEY ("performed_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_duplicate_of_id_leads_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_communication_id_communications_id_fk" FOREIGN KEY ("communication_id") REFERENCES "public"."communications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_entity_idx" ON "activity_log" USING btree ("entity_type","entity_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_username_key" ON "admin_users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_email_key" ON "admin_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "communications_created_at_idx" ON "communications" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "communications_type_created_at_idx" ON "communications" USING btree ("type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "communications_lead_id_idx" ON "communications" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "communications_project_id_idx" ON "communications" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "communications_unread_idx" ON "communications" USING btree ("created_at" DESC NULLS LAST) WHERE "communications"."read_status" = false;--> statement-breakpoint
CREATE INDEX "communications_search_trgm_idx" ON "communications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoice_items_invoice_id_idx" ON "invoice_items" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_status_created_at_idx" ON "invoices" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_due_date_idx" ON "invoices" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "invoices_search_trgm_idx" ON "invoices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_status_created_at_idx" ON "leads" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_source_created_at_idx" ON "leads" USING btree ("source","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_email_normalized_idx" ON "leads" USING btree (lower(trim("email")));--> statement-breakpoint
CREATE INDEX "leads_next_follow_up_idx" ON "leads" USING btree ("next_follow_up_date");--> statement-breakpoint
CREATE INDEX "leads_duplicate_of_idx" ON "leads" USING btree ("duplicate_of_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_next_attempt_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_communication_idx" ON "mail_outbox" USING btree ("communication_id");--> statement-breakpoint
CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_status_created_at_idx" ON "projects" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_lead_id_idx" ON "projects" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "projects_search_trgm_idx" ON "projects" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rate_limits_expires_at_idx" ON "rate_limits" USING btree ("expires_at");