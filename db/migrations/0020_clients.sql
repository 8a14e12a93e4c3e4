-- client_id is added empty here; 0021 fills it from the existing rows and then requires it.
CREATE TYPE "public"."client_kind" AS ENUM('company', 'person');--> statement-breakpoint
ALTER TYPE "public"."activity_entity_type" ADD VALUE 'client';--> statement-breakpoint
CREATE TABLE "client_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"role" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_contacts_name_not_blank" CHECK (length(trim("client_contacts"."name")) > 0),
	CONSTRAINT "client_contacts_email_not_blank" CHECK (length(trim("client_contacts"."email")) > 0)
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "client_kind" DEFAULT 'company' NOT NULL,
	"display_name" text NOT NULL,
	"company" text,
	"billing_email" text NOT NULL,
	"billing_address" text,
	"phone" text,
	"tax_id" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (coalesce(display_name, '') || ' ' || coalesce(company, '') || ' ' || coalesce(billing_email, '')) STORED NOT NULL,
	CONSTRAINT "clients_display_name_not_blank" CHECK (length(trim("clients"."display_name")) > 0),
	CONSTRAINT "clients_billing_email_not_blank" CHECK (length(trim("clients"."billing_email")) > 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_contacts_client_email_key" ON "client_contacts" USING btree ("client_id",lower(trim("email")));--> statement-breakpoint
CREATE UNIQUE INDEX "client_contacts_one_primary_key" ON "client_contacts" USING btree ("client_id") WHERE "client_contacts"."is_primary";--> statement-breakpoint
CREATE INDEX "client_contacts_email_normalized_idx" ON "client_contacts" USING btree (lower(trim("email")));--> statement-breakpoint
CREATE INDEX "client_contacts_email_trgm_idx" ON "client_contacts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_display_name_idx" ON "clients" USING btree (lower("display_name"),"id");--> statement-breakpoint
CREATE INDEX "clients_billing_email_normalized_idx" ON "clients" USING btree (lower(trim("billing_email")));--> statement-breakpoint
CREATE INDEX "clients_search_trgm_idx" ON "clients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_client_id_idx" ON "invoices" USING btree ("client_id","issue_date");--> statement-breakpoint
CREATE INDEX "invoices_project_id_idx" ON "invoices" USING btree ("project_id") WHERE "invoices"."project_id" is not null;--> statement-breakpoint
CREATE INDEX "leads_client_id_idx" ON "leads" USING btree ("client_id") WHERE "leads"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "projects_client_id_idx" ON "projects" USING btree ("client_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recurring_invoices_client_id_idx" ON "recurring_invoices" USING btree ("client_id");