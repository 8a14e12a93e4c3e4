import { sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { renderMailHtml } from "@/documents/mail-layout";
import { logger } from "@/lib/log";

import { type MailPartsResolvers, referenceOf } from "./parts";
import { MailSendError, type MailAttachment, type MailTransport } from "./transport";

const log = logger("mail");

export type DeliveryOutcome = "sent" | "retry" | "failed" | "not_configured" | "nothing_to_do";

export type DeliveryContext = {
  /** Null when RESEND_API_KEY is unset: the mail stays queued, marked as not sent. */
  transport: MailTransport | null;
  from: string;
  /** What fills in the links and renders the attachments of a mail that refers to a record. */
  parts: MailPartsResolvers;
  /** This attempt's number (1-based) and the limit, as counted by the job queue. */
  attempt: number;
  maxAttempts: number;
};

export const NOT_CONFIGURED_ERROR = "Not sent: RESEND_API_KEY is not set.";

/** A mail left in 'sending' this long ago belongs to a worker that died mid-send. */
export const STALE_SENDING_MINUTES = 10;
const STALE_SENDING = `${STALE_SENDING_MINUTES} minutes`;
/**
 * A mail refused for our configuration (a bad key) waits this long once its job's attempts are
 * spent; the worker's sweep then gives it a new job (./sweep.ts requeueStrandedMail).
 */
export const CONFIGURATION_RETRY_SECONDS = 60 * 60;

let warnedNotConfigured = false;

/** graphile-worker's own retry delay (exp(min(attempts, 10)) seconds), recorded on the row. */
export const retryDelaySeconds = (attempt: number) => Math.exp(Math.min(attempt, 10));

/** Without a mail provider: the rows stay queued, marked as not sent; the process logs it once. */
async function markNotConfigured(db: Db, outboxIds: string[]): Promise<void> {
  if (!warnedNotConfigured) {
    warnedNotConfigured = true;
    log.warn("RESEND_API_KEY is not set: outgoing mail stays in mail_outbox, queued and not sent.");
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
  invoice_id: string | null;
  proposal_id: string | null;
  portal_link_id: string | null;
  attachment: string | null;
};

/**
 * The text, HTML and attachments that go out. The stored text is sent as it is, except a mail that
 * refers to a record: the resolver registered for it fills in its links and renders its
 * attachments now, so the outbox row keeps neither a working link nor the file. The HTML kept on
 * the row is rendered from the stored text.
 */
async function outgoingParts(db: Db, mail: ClaimedMail, context: DeliveryContext) {
  const storedHtml = await renderMailHtml({ subject: mail.subject, text: mail.text_body });
  const reference = referenceOf({
    invoiceId: mail.invoice_id,
    proposalId: mail.proposal_id,
    portalLinkId: mail.portal_link_id,
    attachment: mail.attachment,
  });
  if (!reference) return { text: mail.text_body, html: storedHtml, storedHtml, attachments: [] as MailAttachment[] };
  const resolve = context.parts[reference.kind];
  if (!resolve) throw new MailSendError(`Not sent: nothing is registered to complete a mail about a ${reference.kind}.`, "configuration");
  const parts = await resolve(db, reference, mail.text_body);
  return {
    text: parts.text,
    html: await renderMailHtml({ subject: mail.subject, text: parts.text }),
    storedHtml,
    attachments: parts.attachments,
  };
}

/**
 * Delivers one outbox row and records the attempt (attempts, last_error, status, sent_at,
 * provider_message_id). Throws on a retryable failure so the job queue schedules the retry with
 * backoff. A permanent failure, or a transient one on the job's last attempt, marks the row
 * 'failed' (the Outbox's 'Retry' takes it back); a configuration failure never does: the row stays
 * queued and, once the job's attempts are spent, waits CONFIGURATION_RETRY_SECONDS for the sweep.
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
    returning id, to_address, reply_to, subject, text_body, invoice_id, proposal_id, portal_link_id, attachment`);
  if (!mail) return "nothing_to_do";

  try {
    const parts = await outgoingParts(db, mail, context);
    const { id } = await context.transport.send({
      from: context.from,
      to: mail.to_address,
      replyTo: mail.reply_to,
      subject: mail.subject,
      text: parts.text,
      html: parts.html,
      attachments: parts.attachments,
      idempotencyKey: `mail-outbox-${mail.id}`,
    });
    await db.execute(sql`
      update mail_outbox set status = 'sent', sent_at = now(), provider_message_id = ${id},
        html_body = ${parts.storedHtml}, last_error = null, updated_at = now()
      where id = ${mail.id}`);
    return "sent";
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const kind = error instanceof MailSendError ? error.kind : "transient";
    const lastAttempt = context.attempt >= context.maxAttempts;
    if (kind === "permanent" || (kind === "transient" && lastAttempt)) {
      await db.execute(sql`
        update mail_outbox set status = 'failed', last_error = ${message}, updated_at = now() where id = ${mail.id}`);
      log.error({ outboxId: mail.id, attempt: context.attempt, reason: message }, "giving up on a mail");
      return "failed";
    }
    const delay = lastAttempt ? CONFIGURATION_RETRY_SECONDS : retryDelaySeconds(context.attempt);
    await db.execute(sql`
      update mail_outbox set status = 'queued', last_error = ${message},
        next_attempt_at = now() + make_interval(secs => ${delay}), updated_at = now()
      where id = ${mail.id}`);
    if (lastAttempt) {
      log.error({ outboxId: mail.id, reason: message }, "a mail is refused for the mail configuration; trying again in an hour");
      return "retry";
    }
    throw new MailSendError(message, kind);
  }
}
