import { sql, type SQL } from "drizzle-orm";

import type { Db } from "@/db/client";

/**
 * Job names and the SQL that enqueues them. Jobs are added with graphile_worker.add_job inside
 * the caller's statement or transaction, so a job exists exactly when the row it refers to does.
 * graphile-worker's schema must have been migrated first (lib/jobs/worker.ts migrateJobQueue).
 */

export const DELIVER_MAIL = "deliver_mail";
export const PRUNE_RATE_LIMITS = "prune_rate_limits";

/** Attempts per mail; graphile-worker waits exp(attempt) s between them (about 50 min in total). */
export const MAIL_MAX_ATTEMPTS = 8;

export type DeliverMailPayload = { outboxId: string };

/**
 * add_job for the delivery of one outbox row, as an SQL expression over `idExpression`.
 * The job key makes a second enqueue of the same mail (the start-up sweep) replace, not duplicate.
 */
export const deliverMailJobSql = (idExpression: SQL) => sql`graphile_worker.add_job(
  ${DELIVER_MAIL}::text,
  json_build_object('outboxId', ${idExpression}),
  max_attempts := ${MAIL_MAX_ATTEMPTS}::int,
  job_key := 'mail:' || ${idExpression}::text,
  job_key_mode := 'preserve_run_at'
)`;

/** Enqueues delivery of every still-queued mail (after RESEND_API_KEY was configured, say). */
export async function requeueUnsentMail(db: Db): Promise<number> {
  const rows = await db.execute(sql`
    select ${deliverMailJobSql(sql.raw("mail_outbox.id"))}
    from mail_outbox where status = 'queued'`);
  return rows.length;
}
