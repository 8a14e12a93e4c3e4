import { sql, type SQL } from "drizzle-orm";

import type { Db } from "@/db/client";

/**
 * Job names and the SQL that enqueues them. Back-office steps add their jobs with
 * graphile_worker.add_job inside their own transaction, so a job exists exactly when the row it
 * refers to does; the public forms add theirs after their commit, batched (delivery-batch.ts and
 * enqueueDelivery), with requeueStrandedMail as the safety net. graphile-worker's schema must have
 * been migrated first (lib/jobs/worker.ts migrateJobQueue).
 */

export const DELIVER_MAIL = "deliver_mail";
export const PRUNE_RATE_LIMITS = "prune_rate_limits";
/** Every minute: delivery jobs for mail whose job was lost (lib/jobs/queue.ts requeueStrandedMail). */
export const REQUEUE_STRANDED_MAIL = "requeue_stranded_mail";
/** Hourly; mails the daily digest once the agency's clock reaches 8:00 (lib/digest/schedule.ts). */
export const SEND_DAILY_DIGEST = "send_daily_digest";

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
 * issue 5's benchmark). Losing this job in a crash loses no mail: the outbox rows are already
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

/**
 * The safety net of enqueueDelivery: a job for every mail that is still queued, was never tried
 * (no attempt, no recorded error, so not a mail waiting for a provider or a retry) and is older
 * than STRANDED_AFTER_SECONDS. A mail whose job is merely late gets a second job, which finds it
 * sent or claimed and does nothing: a mail is claimed before it is sent.
 */
export async function requeueStrandedMail(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - STRANDED_AFTER_SECONDS * 1000).toISOString();
  return (await db.execute(requeueSql(sql`attempts = 0 and last_error is null and created_at < ${cutoff}::timestamptz`))).length;
}
