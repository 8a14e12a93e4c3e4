import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";

import type { Db } from "@/db/client";

/**
 * The job queue's vocabulary: job names, their payloads and the SQL that enqueues them. Features
 * import it to add jobs; what runs each job is the worker's (lib/worker), which features never
 * import. Back-office steps add their jobs with graphile_worker.add_job inside their own
 * transaction, so a job exists exactly when the row it refers to does; the public forms add theirs
 * after their commit, batched (lib/mail/delivery-batch.ts and enqueueDelivery), with the worker's
 * sweep (lib/mail/sweep.ts) as the safety net. graphile-worker's schema must have been migrated
 * first (db/migrate.ts).
 */

export const DELIVER_MAIL = "deliver_mail";
export const PRUNE_RATE_LIMITS = "prune_rate_limits";
/** Hourly: deletes sessions past their 24 hours (lib/authentication/service.ts). */
export const PRUNE_SESSIONS = "prune_sessions";
/** Hourly: deletes filtered submissions past their 30 days (lib/filtered-submissions/prune-service.ts). */
export const PRUNE_FILTERED_SUBMISSIONS = "prune_filtered_submissions";
/** Every minute: delivery jobs for mail that stopped moving (lib/mail/sweep.ts requeueStrandedMail). */
export const REQUEUE_STRANDED_MAIL = "requeue_stranded_mail";
/** Hourly; mails the daily digest once the agency's clock reaches 8:00 (lib/digest/schedule.ts). */
export const SEND_DAILY_DIGEST = "send_daily_digest";

/** Hourly; from 8:00 agency time, mails the payment reminders due (lib/billing/reminders/service.ts). */
export const SEND_INVOICE_REMINDERS = "send_invoice_reminders";
/** Hourly (and when a retainer starts today); from 8:00 agency time, makes retainers' invoices (lib/billing/recurring/service.ts). */
export const RUN_RECURRING_INVOICES = "run_recurring_invoices";

/** Hourly; from 8:00 agency time, reminds open proposals near their date and expires the past ones (lib/proposals/reminders.ts). */
export const SEND_PROPOSAL_REMINDERS = "send_proposal_reminders";

/**
 * Hourly (at :20): asks the payment provider for the last three days' events and applies any the
 * webhook missed (lib/billing/online/reconciliation.ts); nothing when online payment is not set up.
 */
export const RECONCILE_ONLINE_PAYMENTS = "reconcile_online_payments";

/** The most outbox rows one deliver_mail job names. */
export const MAX_MAILS_PER_JOB = 100;

/** Attempts per job; graphile-worker waits exp(attempt) s between them (about 50 min in total). */
export const MAIL_MAX_ATTEMPTS = 8;

/** One job delivers the mails of one business step (a lead's notification and acknowledgement). */
export const deliverMailPayload = z.object({ outboxIds: z.array(z.uuid()).min(1).max(MAX_MAILS_PER_JOB) });
export type DeliverMailPayload = z.infer<typeof deliverMailPayload>;

/**
 * add_job for delivering the outbox rows whose ids `idsJsonExpression` (a json array) lists.
 * One job per step rather than per mail halves the queue's work on the intake path; each mail
 * still records its own attempts, and a retry skips the mails already sent.
 */
export const deliverMailJobSql = (idsJsonExpression: SQL, jobKey?: SQL) => sql`graphile_worker.add_job(
  ${DELIVER_MAIL}::text,
  json_build_object('outboxIds', ${idsJsonExpression}),
  max_attempts := ${MAIL_MAX_ATTEMPTS}::int${
    jobKey
      ? sql`,
  job_key := ${jobKey},
  job_key_mode := 'preserve_run_at'`
      : sql``
  }
)`;

/**
 * Enqueues delivery of mail whose outbox rows have already committed, in a statement of its own
 * whose commit does not wait for the disk (synchronous_commit off).
 *
 * Why not inside the intake's own statement: add_job sends a NOTIFY, and PostgreSQL queues the
 * commits of all notifying transactions behind one lock, held through each commit's disk flush.
 * On the public forms' path that lock allowed about one lead per flush (near 300 per second here,
 * the intake benchmark). Losing this job in a crash loses no mail: the outbox rows are already
 * durable, and the worker's sweep (lib/mail/sweep.ts) gives them a job again.
 */
export async function enqueueDelivery(db: Db, outboxIds: readonly string[]): Promise<void> {
  if (outboxIds.length === 0) return;
  await db.execute(sql`
    select set_config('synchronous_commit', 'off', true),
           ${deliverMailJobSql(sql`${JSON.stringify(outboxIds)}::json`)}`);
}
