import { eq } from "drizzle-orm";

import type { Db } from "@/db/client";
import { invoices } from "@/db/schema";
import { clientInvoiceUrl, unsealClientToken } from "@/lib/billing/client-links/tokens";
import { renderInvoiceDocumentPdf } from "@/lib/billing/invoices/pdf";
import { getInvoiceDocument } from "@/lib/billing/invoices/queries";
import type { MailPartsResolver } from "@/lib/mail/parts";
import { MailSendError, type MailAttachment } from "@/lib/mail/transport";

import { fillClientLink } from "./mail";

/*
 * What the mail delivery attaches and links for a billing mail, registered by the worker as the
 * resolver of mail about an invoice. No "server-only" marker: the job worker (plain Node) delivers
 * the mail.
 */

/** SITE_URL and SESSION_SECRET: an invoice mail's client link is filled in at delivery. */
export type InvoiceMailContext = { siteUrl: string; linkSecret: string | undefined };

/** Fills in the client link of an invoice mail and, for 'invoice_pdf', attaches the PDF. */
export const invoiceMailResolver =
  (context: InvoiceMailContext): MailPartsResolver =>
  async (db, { id, attachment }, storedText) => {
    const parts = await invoiceMailParts(db, id, { ...context, attachPdf: attachment === "invoice_pdf" });
    return { text: fillClientLink(storedText, parts.link), attachments: parts.attachments };
  };

/**
 * What an invoice mail gets at delivery: the client link (null once revoked) and, for 'invoice_pdf', the
 * current PDF. A gone invoice fails for good; an unreadable link (SESSION_SECRET changed) waits instead
 * of misleading the client.
 */
async function invoiceMailParts(
  db: Db,
  invoiceId: string | null,
  { siteUrl, linkSecret, attachPdf }: InvoiceMailContext & { attachPdf: boolean },
): Promise<{ link: string | null; attachments: MailAttachment[] }> {
  const [invoice] = invoiceId
    ? await db
        .select({ invoiceNumber: invoices.invoiceNumber, sealed: invoices.clientLinkSealed })
        .from(invoices)
        .where(eq(invoices.id, invoiceId))
    : [];
  if (!invoice || !invoiceId) throw new MailSendError("Not sent: the invoice was deleted before its mail went out.", "permanent");
  let link: string | null = null;
  if (invoice.sealed) {
    const token = linkSecret ? unsealClientToken(invoice.sealed, linkSecret) : null;
    if (!token)
      throw new MailSendError(
        "Not sent: the client link cannot be read (SESSION_SECRET is missing or was changed). Resend the invoice.",
        "configuration",
      );
    link = clientInvoiceUrl(siteUrl, token);
  }
  if (!attachPdf) return { link, attachments: [] };
  const document = await getInvoiceDocument(db, invoiceId);
  if (!document) throw new MailSendError("Not sent: the invoice was deleted before its mail went out.", "permanent");
  return { link, attachments: [{ filename: `${document.invoiceNumber}.pdf`, content: await renderInvoiceDocumentPdf(db, document) }] };
}
