import { eq, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { mailOutbox } from "@/db/schema";
import { deliverMailJobSql } from "@/lib/jobs/queue";

import type { ComposedMail } from "./compose";

/*
 * No "server-only" marker: the job worker (plain Node) queues payment reminders and retainer
 * invoices through this too.
 */

export type OutboxMail = {
  mail: ComposedMail;
  /** A key already used queues nothing new: the mail that holds it is the answer. */
  dedupeKey?: string | null;
  communicationId?: string | null;
  leadId?: string | null;
  /** An invoice mail: its links (and its attachment) are added at delivery (./parts.ts). */
  invoiceId?: string | null;
  /** A proposal mail: its link (and its attachment) are added at delivery, as for an invoice. */
  proposalId?: string | null;
  /** A portal sign-in mail: the link's token is filled in at delivery from its sealed copy. */
  portalLinkId?: string | null;
  /** An attachment the resolver of the row's record renders at delivery (billing's 'invoice_pdf'). */
  attachment?: string | null;
};

/**
 * Writes one outbox row and the job that delivers it, in the caller's transaction (DESIGN.md "No
 * lost leads or mail"). With a dedupe key already used, nothing new is queued and the existing
 * row's id is returned. The job key is the one ./sweep.ts requeueUnsentMail uses, so a
 * worker restart never doubles the job.
 */
export async function queueOutboxMail(
  tx: Db,
  {
    mail,
    dedupeKey = null,
    communicationId = null,
    leadId = null,
    invoiceId = null,
    proposalId = null,
    portalLinkId = null,
    attachment = null,
  }: OutboxMail,
): Promise<{ id: string; queued: boolean }> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      textBody: mail.text,
      communicationId,
      leadId,
      invoiceId,
      proposalId,
      portalLinkId,
      attachment,
      dedupeKey,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  if (row) {
    await tx.execute(sql`select ${deliverMailJobSql(sql`json_build_array(${row.id}::uuid)`, sql`${`mail:${row.id}`}`)}`);
    return { id: row.id, queued: true };
  }
  const [existing] = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, dedupeKey ?? ""));
  if (!existing) throw new Error("The outbox row's dedupe key conflicted but no row holds it.");
  return { id: existing.id, queued: false };
}
