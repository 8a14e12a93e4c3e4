import { eq } from "drizzle-orm";

import type { Db } from "@/db/client";
import { invoices } from "@/db/schema";
import { clientInvoiceUrl, unsealClientToken } from "@/lib/billing/client-links/tokens";
import { getInvoiceDocument } from "@/lib/billing/invoices/queries";
import { MailSendError, type MailAttachment } from "@/lib/email/transport";
import { renderInvoicePdf } from "@/documents/invoice-pdf";

/*
 * What lib/email/deliver.ts attaches and links for a billing mail. No "server-only" marker: the
 * job worker (plain Node) delivers the mail.
 */

export type InvoiceMailContext = { siteUrl: string; linkSecret: string | undefined; attachPdf: boolean };

/**
 * What an invoice mail gets at delivery: the client link (null once revoked) and, for 'invoice_pdf', the
 * current PDF. A gone invoice fails for good; an unreadable link (SESSION_SECRET changed) waits instead
 * of misleading the client.
 */
export async function invoiceMailParts(db: Db, invoiceId: string | null, { siteUrl, linkSecret, attachPdf }: InvoiceMailContext): Promise<{ link: string | null; attachments: MailAttachment[] }> {
  const [invoice] = invoiceId
    ? await db.select({ invoiceNumber: invoices.invoiceNumber, sealed: invoices.clientLinkSealed }).from(invoices).where(eq(invoices.id, invoiceId))
    : [];
  if (!invoice || !invoiceId) throw new MailSendError("Not sent: the invoice was deleted before its mail went out.", "permanent");
  let link: string | null = null;
  if (invoice.sealed) {
    const token = linkSecret ? unsealClientToken(invoice.sealed, linkSecret) : null;
    if (!token) throw new MailSendError("Not sent: the client link cannot be read (SESSION_SECRET is missing or was changed). Resend the invoice.", "configuration");
    link = clientInvoiceUrl(siteUrl, token);
  }
  if (!attachPdf) return { link, attachments: [] };
  const document = await getInvoiceDocument(db, invoiceId);
  if (!document) throw new MailSendError("Not sent: the invoice was deleted before its mail went out.", "permanent");
  return { link, attachments: [{ filename: `${document.invoiceNumber}.pdf`, content: await renderInvoicePdf(document) }] };
}
