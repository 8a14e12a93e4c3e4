import { sql } from "drizzle-orm";

import type { Db } from "@/db/client";

import { renderMailHtml } from "./mail-template";
import { MailSendError, type MailTransport } from "./transport";

export type DeliveryOutcome = "sent" | "retry" | "failed" | "not_configured" | "nothing_to_do";

export type DeliveryContext = {
  /** Null when RESEND_API_KEY is unset: the mail stays queued, marked as not sent. */
  transport: MailTransport | null;
  from: string;
  /** This attempt's number (1-based) and the limit, as counted by the job queue. */
  attempt: number;
  maxAttempts: number;
};

export const NOT_CONFIGURED_ERROR = "Not sent: RESEND_API_KEY is not set.";

/** A mail left in 'sending' this long ago belongs to a worker that died mid-send. */
const STALE_SENDING = "10 minutes";

let warnedNotConfigured = false;

/** graphile-worker's own retry delay (exp(min(attempts, 10)) seconds), recorded on the row. */
export const retryDelaySeconds = (attempt: number) => Math.exp(Math.min(attempt, 10));

/** Without a mail provider: the rows stay queued, marked as not sent; the process logs it once. */
async function markNotConfigured(db: Db, outboxIds: string[]): Promise<void> {
  if (!warnedNotConfigured) {
    warnedNotConfigured = true;
    console.warn("[mail] RESEND_API_KEY is not set: outgoing mail stays in mail_outbox, queued and not sent.");
  }
  await db.execute(sql`
    update mail_outbox set last_error = ${NOT_CONFIGURED_ERROR}, updated_at = now()
    where id = any(${`{${outboxIds.join(",")}}`}::uuid[]) and status = 'queued'
      and last_error is distinct from ${NOT_CONFIGURED_ERROR}`);
}

/**
 * Delivers the mails of one job in turn. Throws after trying them all if any needs a retry;
 * the retry finds the sent ones no longer queued and skips them.
 */
export async function deliverOutboxBatch(db: Db, outboxIds: string[], context: DeliveryContext): Promise<DeliveryOutcome[]> {
  if (!context.transport) {
    await markNotConfigured(db, outboxIds);
    return outboxIds.map(() => "not_configured");
  }
  const outcomes: DeliveryOutcome[] = [];
  let retry: unknown;
  for (const id of outboxIds) {
    try {
      outcomes.push(await deliverOutboxMail(db, id, context));
    } catch (error) {
      outcomes.push("retry");
      retry = error;
    }
  }
  if (retry) throw retry;
  return outcomes;
}

type ClaimedMail = {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
};

/**
 * Delivers one outbox row and records the attempt (attempts, last_error, status, sent_at,
 * provider_message_id). Throws on a retryable failure so the job queue schedules the retry with
 * backoff; a permanent failure or the last attempt marks the row 'failed' instead.
 */
export async function deliverOutboxMail(db: Db, outboxId: string, context: DeliveryContext): Promise<DeliveryOutcome> {
  if (!context.transport) {
    await markNotConfigured(db, [outboxId]);
    return "not_configured";
  }

  // Claim the row: only one delivery at a time, and never a second send of a sent mail.
  const [mail] = await db.execute<ClaimedMail>(sql`
    update mail_outbox set status = 'sending', attempts = attempts + 1, updated_at = now()
    where id = ${outboxId}
      and (status = 'queued' or (status = 'sending' and updated_at < now() - ${STALE_SENDING}::interval))
    returning id, to_address, reply_to, subject, text_body`);
  if (!mail) return "nothing_to_do";

  try {
    const html = await renderMailHtml({ subject: mail.subject, text: mail.text_body });
    const { id } = await context.transport.send({
      from: context.from,
      to: mail.to_address,
      replyTo: mail.reply_to,
      subject: mail.subject,
      text: mail.text_body,
      html,
      idempotencyKey: `mail-outbox-${mail.id}`,
    });
    await db.execute(sql`
      update mail_outbox set status = 'sent', sent_at = now(), provider_message_id = ${id},
        html_body = ${html}, last_error = null, updated_at = now()
      where id = ${mail.id}`);
    return "sent";
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const permanent = error instanceof MailSendError && error.permanent;
    const lastAttempt = context.attempt >= context.maxAttempts;
    if (permanent || lastAttempt) {
      await db.execute(sql`
        update mail_outbox set status = 'failed', last_error = ${message}, updated_at = now() where id = ${mail.id}`);
      console.error(`[mail] giving up on ${mail.id} after attempt ${context.attempt}: ${message}`);
      return "failed";
    }
    const delay = retryDelaySeconds(context.attempt);
    await db.execute(sql`
      update mail_outbox set status = 'queued', last_error = ${message},
        next_attempt_at = now() + make_interval(secs => ${delay}), updated_at = now()
      where id = ${mail.id}`);
    throw new MailSendError(message, false);
  }
}
