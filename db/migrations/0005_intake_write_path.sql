DROP INDEX "leads_next_follow_up_idx";--> statement-breakpoint
DROP INDEX "leads_duplicate_of_idx";--> statement-breakpoint
DROP INDEX "mail_outbox_communication_idx";--> statement-breakpoint
CREATE INDEX "leads_next_follow_up_idx" ON "leads" USING btree ("next_follow_up_date") WHERE "leads"."next_follow_up_date" is not null;--> statement-breakpoint
CREATE INDEX "leads_duplicate_of_idx" ON "leads" USING btree ("duplicate_of_id") WHERE "leads"."duplicate_of_id" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_communication_idx" ON "mail_outbox" USING btree ("communication_id") WHERE "mail_outbox"."communication_id" is not null;--> statement-breakpoint
-- Rate-limit and login-lockout counters are short-lived and cheap to lose: after a crash PostgreSQL
-- empties an unlogged table, which only restarts the current windows. In exchange a hit writes no
-- WAL and its commit waits for no disk flush. Every public submission from one address updates the
-- same counter row, so that flush was what each submission waited for behind the others.
ALTER TABLE "rate_limits" SET UNLOGGED;
