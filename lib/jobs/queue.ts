import { sql, type SQL } from "drizzle-orm";

import type { Db } from "@/db/client";
import { STALE_SENDING_MINUTES } from "@/lib/email/deliver";

/**
 * Job names and the SQL that enqueues them. Back-office steps add their jobs with
 * graphile_worker.add_job inside their own transaction, so a job exists exactly when the row it
 * refers to does; the public forms add theirs after their commit, batched (delivery-batch.ts and
 * enqueueDelivery), with requeueStrandedMail as the safety net. graphile-worker's schema must have
 * been migrated first (db/migrate.ts).
 */

export const DELIVER_MAIL = "deliver_mail";
export const PRUNE_RATE_LIMITS = "prune_rate_limits";
/** Hourly: deletes sessions past their 24 hours (lib/authentication/service.ts). */
export const PRUNE_SESSIONS = "prune_sessions";
/** Every minute: delivery jobs for mail that stopped moving (requeueStrandedMail). */
export const REQUEUE_STRANDED_MAIL = "requeue_stranded_mail";
/** Hourly; mails the daily digest once the agency's clock reaches 8:00 (lib/digest/schedule.ts). */
export const SEND_DAILY_DIGEST = "send_daily_digest";

/** Hourly; from 8:00 agency time, mails the payment reminders due (lib/billing/reminders/service.ts). */
export const SEND_INVOICE_REMINDERS = "send_invoice_reminders";
/** Hourly (and when a retainer starts today); from 8:00 agency time, makes retainers' invoices (lib/billing/recurring/service.ts). */
export const RUN_RECURRING_INVOICES = "run_recurring_invoices";

/** Attempts per job; graphile-worker waits exp(attempt) s between them (about 50 min in total). */
export const MAIL_MAX_ATTEMPTS = 8;

/** One job delivers the mails of one business step (a lead's notification and acknowledgement). */
export type DeliverMailPayload = { outboxIds: string[] };

/**
 * add_job for delivering the outbox rows whose ids `idsJsonExpression` (a json array) lists.
 * One job per step rather than per mail halves the queue's work on the intake path; each mail
 * still records its own attempts, and a retry skips the mails already sent.
 */
export const deliverMailJobSql = (idsJsonExpression: SQL, jobKey?: SQL) => sql`graphile_worker.add_job(
  ${DELIVER_MAIL}::text,
  json_build_object('outboxIds', ${idsJsonExpression}),
  max_attempts := ${MAIL_MAX_ATTEMPTS}::int${jobKey ? sql`,
  job_key := ${jobKey},
  job_key_mode := 'preserve_run_at'` : sql``}
)`;

/** A keyed job per outbox row, so asking twice for the same mail never doubles its job. */
const requeueSql = (where: SQL) => sql`
  select ${deliverMailJobSql(sql.raw("json_build_array(mail_outbox.id)"), sql.raw("'mail:' || mail_outbox.id::text"))}
  from mail_outbox where status = 'queued' and ${where}`;

/** Enqueues delivery of every still-queued mail (after RESEND_API_KEY was configured, say). */
export async function requeueUnsentMail(db: Db): Promise<number> {
  return (await db.execute(requeueSql(sql`true`))).length;
}

/**
 * Enqueues delivery of mail whose outbox rows have already committed, in a statement of its own
 * whose commit does not wait for the disk (synchronous_commit off).
 *
 * Why not inside the intake's own statement: add_job sends a NOTIFY, and PostgreSQL queues the
 * commits of all notifying transactions behind one lock, held through each commit's disk flush.
 * On the public forms' path that lock allowed about one lead per flush (near 300 per second here,
 * the intake benchmark). Losing this job in a crash loses no mail: the outbox rows are already
 * durable, and requeueStrandedMail gives them a job again.
 */
export async function enqueueDelivery(db: Db, outboxIds: readonly string[]): Promise<void> {
  if (outboxIds.length === 0) return;
  await db.execute(sql`
    select set_config('synchronous_commit', 'off', true),
           ${deliverMailJobSql(sql`${JSON.stringify(outboxIds)}::json`)}`);
}

/** Queued mail never tried after this long has lost its job (a crash right after its commit). */
export const STRANDED_AFTER_SECONDS = 120;

export type SweepOptions = {
  /**
   * Whether a mail provider is configured. Without one, only never-tried mail is swept (to be
   * marked "not sent"); with one, mail whose retry is overdue and mail stuck in 'sending' too.
   */
  delivering: boolean;
};

/**
 * The worker's sweep, every minute: a delivery job for each mail that should be moving and is not.
 * - queued, never tried (no attempt, no recorded error), older than STRANDED_AFTER_SECONDS: its
 *   job was lost (enqueueDelivery runs after the commit);
 * - queued with its next attempt overdue by STRANDED_AFTER_SECONDS: its job is gone (its attempts
 *   were spent on a configuration failure, or it was lost);
 * - 'sending' for over STALE_SENDING_MINUTES: the worker that claimed it died mid-send; it goes
 *   back to queued first (the provider's idempotency key keeps a send that did get through single).
 * Jobs are keyed per mail, so a mail whose job is merely late gets no second one that could run
 * alongside it; and a mail is claimed before it is sent, so two jobs never send it twice.
 */
export async function requeueStrandedMail(db: Db, now = new Date(), { delivering }: SweepOptions = { delivering: true }): Promise<number> {
  const cutoff = new Date(now.getTime() - STRANDED_AFTER_SECONDS * 1000).toISOString();
  const stuckSince = new Date(now.getTime() - STALE_SENDING_MINUTES * 60_000).toISOString();
  const rows = await db.execute(sql`
    with stuck as (
      update mail_outbox set status = 'queued', next_attempt_at = now(), updated_at = now()
      where ${delivering}::boolean and status = 'sending' and updated_at < ${stuckSince}::timestamptz
      returning id
    ),
    due as (
      select id from mail_outbox
      where status = 'queued' and (
        (attempts = 0 and last_error is null and created_at < ${cutoff}::timestamptz)
        or (${delivering}::boolean and attempts > 0 and next_attempt_at < ${cutoff}::timestamptz)
      )
      union
      select id from stuck
    )
    select ${deliverMailJobSql(sql.raw("json_build_array(due.id)"), sql.raw("'mail:' || due.id::text"))} from due`);
  return rows.length;
}
