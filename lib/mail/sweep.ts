import { sql, type SQL } from "drizzle-orm";

import type { Db } from "@/db/client";
import { deliverMailJobSql } from "@/lib/jobs/queue";

import { STALE_SENDING_MINUTES } from "./deliver";

/** A keyed job per outbox row, so asking twice for the same mail never doubles its job. */
const requeueSql = (where: SQL) => sql`
  select ${deliverMailJobSql(sql.raw("json_build_array(mail_outbox.id)"), sql.raw("'mail:' || mail_outbox.id::text"))}
  from mail_outbox where status = 'queued' and ${where}`;

/** Enqueues delivery of every still-queued mail (after RESEND_API_KEY was configured, say). */
export async function requeueUnsentMail(db: Db): Promise<number> {
  return (await db.execute(requeueSql(sql`true`))).length;
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
