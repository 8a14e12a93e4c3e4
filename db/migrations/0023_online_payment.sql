CREATE TABLE "checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_sessions_amount_positive" CHECK ("checkout_sessions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_provider_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"invoice_id" uuid,
	"outcome" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_payments" DROP CONSTRAINT "invoice_payments_amount_positive";--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "stripe_secret_key_sealed" text;--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "stripe_webhook_secret_sealed" text;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "provider_reference" text;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "overpayment" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "overpayment_resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "overpayment_resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_provider_events" ADD CONSTRAINT "payment_provider_events_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_sessions_invoice_id_idx" ON "checkout_sessions" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_provider_events_created_at_idx" ON "payment_provider_events" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_overpayment_resolved_by_admin_users_id_fk" FOREIGN KEY ("overpayment_resolved_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_provider_reference_key" ON "invoice_payments" USING btree ("provider_reference") WHERE "invoice_payments"."provider_reference" is not null;--> statement-breakpoint
CREATE INDEX "invoice_payments_unresolved_overpayment_idx" ON "invoice_payments" USING btree ("created_at") WHERE "invoice_payments"."overpayment" > 0 and "invoice_payments"."overpayment_resolved_at" is null;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_amount_valid" CHECK ("invoice_payments"."amount" > 0 or ("invoice_payments"."provider_reference" is not null and ("invoice_payments"."amount" < 0 or "invoice_payments"."overpayment" > 0)));--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_overpayment_non_negative" CHECK ("invoice_payments"."overpayment" >= 0);