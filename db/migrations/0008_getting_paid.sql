CREATE TYPE "public"."recurring_frequency" AS ENUM('week', 'month', 'quarter', 'year');--> statement-breakpoint
CREATE TYPE "public"."recurring_status" AS ENUM('active', 'paused', 'ended');--> statement-breakpoint
ALTER TYPE "public"."activity_entity_type" ADD VALUE 'recurring_invoice';--> statement-breakpoint
ALTER TYPE "public"."activity_entity_type" ADD VALUE 'billing_settings';--> statement-breakpoint
CREATE TABLE "billing_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reminders_enabled" boolean DEFAULT true NOT NULL,
	"reminder_days" integer[] DEFAULT '{3,10,30}'::integer[] NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"paid_on" date NOT NULL,
	"method" text,
	"note" text,
	"from_status_change" boolean DEFAULT false NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount_positive" CHECK ("invoice_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "recurring_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_invoice_id" uuid,
	"source_invoice_number" text NOT NULL,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"template" jsonb NOT NULL,
	"frequency" "recurring_frequency" NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"due_days" integer NOT NULL,
	"auto_send" boolean DEFAULT false NOT NULL,
	"status" "recurring_status" DEFAULT 'active' NOT NULL,
	"next_period" integer DEFAULT 0 NOT NULL,
	"next_run_date" date,
	"last_run_date" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_invoices_dates_ordered" CHECK ("recurring_invoices"."end_date" >= "recurring_invoices"."start_date"),
	CONSTRAINT "recurring_invoices_due_days_range" CHECK ("recurring_invoices"."due_days" between 0 and 3650),
	CONSTRAINT "recurring_invoices_next_period_non_negative" CHECK ("recurring_invoices"."next_period" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "amount_paid" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "client_link_hash" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "client_link_sealed" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "client_link_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "recurring_schedule_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "recurring_run_date" date;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment" text;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_recorded_by_admin_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_source_invoice_id_invoices_id_fk" FOREIGN KEY ("source_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_settings_singleton" ON "billing_settings" USING btree ((true));--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_id_idx" ON "invoice_payments" USING btree ("invoice_id","paid_on");--> statement-breakpoint
CREATE INDEX "invoice_payments_paid_on_idx" ON "invoice_payments" USING btree ("paid_on");--> statement-breakpoint
CREATE INDEX "recurring_invoices_created_at_idx" ON "recurring_invoices" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recurring_invoices_due_idx" ON "recurring_invoices" USING btree ("next_run_date") WHERE "recurring_invoices"."status" = 'active';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recurring_schedule_id_recurring_invoices_id_fk" FOREIGN KEY ("recurring_schedule_id") REFERENCES "public"."recurring_invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_recurring_run_key" ON "invoices" USING btree ("recurring_schedule_id","recurring_run_date") WHERE "invoices"."recurring_schedule_id" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_invoice_id_idx" ON "mail_outbox" USING btree ("invoice_id","created_at") WHERE "mail_outbox"."invoice_id" is not null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_link_hash_key" UNIQUE("client_link_hash");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_amount_paid_range" CHECK ("invoices"."amount_paid" >= 0 and "invoices"."amount_paid" <= "invoices"."total_amount");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_link_complete" CHECK (("invoices"."client_link_hash" is null) = ("invoices"."client_link_sealed" is null));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_attachment_known" CHECK ("mail_outbox"."attachment" in ('invoice_pdf'));--> statement-breakpoint
-- Hand-written backfill: Total Revenue is now the sum of payments, so every invoice already paid gets the payment its status stood for.
INSERT INTO "invoice_payments" ("invoice_id", "amount", "paid_on", "method", "note", "from_status_change") SELECT "id", "total_amount", coalesce("paid_date", "issue_date"), "payment_method", 'Recorded by setting the status to paid.', true FROM "invoices" WHERE "status" = 'paid' AND "total_amount" > 0;--> statement-breakpoint
UPDATE "invoices" SET "amount_paid" = "total_amount" WHERE "status" = 'paid';
