import { eq } from "drizzle-orm";

import type { Db } from "@/db/client";
import { invoices } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { logActivity } from "@/lib/activity/log";
import { queueOutboxMail } from "@/lib/email/outbox";

import { hashClientToken, newClientToken, sealClientToken } from "@/lib/billing/client-links/tokens";
import { invoiceEmail, type Sender } from "@/lib/billing/mail";
import { balanceCents, SEND_REFUSED, sendKind } from "@/lib/billing/rules";
import { lockInvoice, type LockedInvoice } from "./service";

/*
 * No "server-only" marker: the job worker (plain Node) sends the invoices of retainers set to
 * send automatically.
 */

export const NO_CLIENT_LINK = "This invoice has no client link to revoke.";

export type MailAuthor = {
  /** Who the mail is from (replies go to `email`) and the signature's name. */
  sender: Sender;
  /** The admin who sent it; null for the worker. */
  performedBy: string | null;
  /** SESSION_SECRET: seals a new client link. */
  linkSecret: string;
};

/** Gives the invoice a client link unless it has one; the token itself is only kept sealed. */
async function ensureClientLink(tx: Db, invoice: LockedInvoice, linkSecret: string): Promise<boolean> {
  if (invoice.clientLinkSealed) return false;
  const token = newClientToken();
  await tx
    .update(invoices)
    .set({ clientLinkHash: hashClientToken(token), clientLinkSealed: sealClientToken(token, linkSecret), clientLinkCreatedAt: new Date() })
    .where(eq(invoices.id, invoice.id));
  return true;
}

/**
 * 'Send Invoice' (a draft) and 'Resend' (sent or overdue), in the caller's transaction with the
 * invoice locked: a draft becomes sent, the client link is made if there is none, and the mail
 * (the PDF and the link added at delivery) is queued with its job. Paid and cancelled invoices
 * are refused.
 */
export async function queueInvoiceMail(tx: Db, invoice: LockedInvoice, message: string, author: MailAuthor) {
  const kind = sendKind(invoice.status);
  if (!kind) throw new UserFacingError(SEND_REFUSED);
  if (invoice.status === "draft") {
    await tx.update(invoices).set({ status: "sent", updatedAt: new Date() }).where(eq(invoices.id, invoice.id));
  }
  const linkCreated = await ensureClientLink(tx, invoice, author.linkSecret);
  const mail = invoiceEmail(
    { invoiceNumber: invoice.invoiceNumber, clientName: invoice.clientName, dueDate: invoice.dueDate, totalAmount: invoice.totalAmount, balance: balanceCents(invoice) },
    invoice.clientEmail,
    message,
    author.sender,
  );
  const { id: outboxId } = await queueOutboxMail(tx, { mail, invoiceId: invoice.id, attachment: "invoice_pdf" });
  await logActivity(tx, {
    entityType: "invoice",
    entityId: invoice.id,
    entityName: invoice.invoiceNumber,
    action: kind === "send" ? "sent" : "resent",
    description: `Invoice ${invoice.invoiceNumber} ${kind === "send" ? "sent" : "sent again"} to ${invoice.clientEmail}`,
    performedBy: author.performedBy,
    metadata: { outbox_id: outboxId, client_link_created: linkCreated, from: invoice.status },
  });
  return { kind, status: "sent" as const, outboxId };
}

/** The send dialog's step: one transaction for the status, the link, the mail and its log entry. */
export async function sendInvoice(db: Db, input: { id: string; message: string }, author: MailAuthor) {
  return db.transaction(async (tx) => queueInvoiceMail(tx, await lockInvoice(tx, input.id), input.message, author));
}

/**
 * Revokes the client link: the page answers 404 from now on, and the next send makes a new one.
 * A mail already queued goes out without the link (lib/invoices/mail.ts fillClientLink).
 */
export async function revokeClientLink(db: Db, id: string, performedBy: string | null) {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id);
    if (!invoice.clientLinkSealed) throw new UserFacingError(NO_CLIENT_LINK);
    await tx.update(invoices).set({ clientLinkHash: null, clientLinkSealed: null, clientLinkCreatedAt: null }).where(eq(invoices.id, id));
    await logActivity(tx, {
      entityType: "invoice",
      entityId: id,
      entityName: invoice.invoiceNumber,
      action: "client_link_revoked",
      description: `Client link of ${invoice.invoiceNumber} revoked`,
      performedBy,
    });
  });
}
