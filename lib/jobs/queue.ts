import { sql, type SQL } from "drizzle-orm";

import type { Db } from "@/db/client";

/**
 * Job names and the SQL that enqueues them. Jobs are added with graphile_worker.add_job inside
 * the caller's statement or transaction, so a job exists exactly when the row it refers to does.
 * graphile-worker's schema must have been migrated first (lib/jobs/worker.ts migrateJobQueue).
 */

export const DELIVER_MAIL = "deliver_mail";
export const PRUNE_RATE_LIMITS = "prune_rate_limits";
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

/** Enqueues delivery of every still-queued mail (after RESEND_API_KEY was configured, say). */
export async function requeueUnsentMail(db: Db): Promise<number> {
  const rows = await db.execute(sql`
    select ${deliverMailJobSql(sql.raw("json_build_array(mail_outbox.id)"), sql.raw("'mail:' || mail_outbox.id::text"))}
    from mail_outbox where status = 'queued'`);
  return rows.length;
}
