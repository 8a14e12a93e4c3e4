import "server-only";

import { eq, sql, type SQL } from "drizzle-orm";

import type { Db } from "@/db/client";
import { mailOutbox } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { logActivities } from "@/lib/activity/log";
import { deliverMailJobSql } from "@/lib/jobs/queue";

export const MAIL_NOT_FAILED = "Only a mail whose delivery failed can be retried.";

/**
 * Puts the failed mails matching `where` back in the queue, each with a fresh delivery job keyed
 * by the mail (so asking twice never doubles it), in one statement. A mail keeps its id, so the
 * provider's idempotency key (mail-outbox-<id>) stays the same and an earlier attempt that did get
 * through cannot be sent twice. Returns the mails queued again.
 */
export async function requeueFailedMail(db: Db, where: SQL): Promise<{ id: string; subject: string }[]> {
  const rows = await db.execute<{ id: string; subject: string }>(sql`
    with retried as (
      update mail_outbox set status = 'queued', next_attempt_at = now(), updated_at = now()
      where status = 'failed' and ${where}
      returning id, subject
    )
    select id, subject, ${deliverMailJobSql(sql.raw("json_build_array(retried.id)"), sql.raw("'mail:' || retried.id::text"))} from retried`);
  return rows.map(({ id, subject }) => ({ id, subject }));
}

/** Puts the failed mails matching `where` back in the queue, with one audit entry per mail. Returns how many. */
async function retryLogged(db: Db, where: SQL, actorId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const retried = await requeueFailedMail(tx, where);
    await logActivities(
      tx,
      retried.map((mail) => ({
        entityType: "mail" as const,
        entityId: mail.id,
        entityName: mail.subject,
        action: "retried" as const,
        description: "Failed mail queued for another attempt",
        performedBy: actorId,
      })),
    );
    return retried.length;
  });
}

/** The Outbox's 'Retry' of one failed mail. */
export async function retryMail(db: Db, outboxId: string, actorId: string): Promise<void> {
  if ((await retryLogged(db, eq(mailOutbox.id, outboxId), actorId)) === 0) throw new UserFacingError(MAIL_NOT_FAILED);
}

/** The Outbox's 'Retry all failed': every failed mail back in the queue. Returns how many. */
export async function retryAllFailedMail(db: Db, actorId: string): Promise<number> {
  return retryLogged(db, sql`true`, actorId);
}
