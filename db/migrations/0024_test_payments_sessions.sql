ALTER TABLE "checkout_sessions" ADD COLUMN "success_url" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "cancel_url" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "test_payment_reference" text;