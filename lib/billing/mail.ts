import { site } from "@/content/site";
import { withSignature } from "@/lib/communications/mail";
import { adminDisplayName } from "@/lib/communications/rules";
import { formatIsoDate } from "@/lib/dates";
import type { ComposedMail } from "@/lib/mail/compose";
import { formatCents, formatMoney } from "@/lib/money";
import { oneLine } from "@/lib/text/one-line";

/**
 * The plain-text parts of Billing's mail. Pure. The client link is written as CLIENT_LINK_MARKER and
 * filled in at delivery (mail-parts.ts), so the outbox never holds a working link.
 */

export const CLIENT_LINK_MARKER = "{{client_invoice_link}}";

export type InvoiceMailFacts = {
  invoiceNumber: string;
  clientName: string;
  dueDate: string;
  totalAmount: string;
  /** What is still owed, in cents. */
  balance: number;
};

const firstName = (name: string) => oneLine(name, 80).split(" ")[0] || oneLine(name, 80);

/** The invoice mail's subject (the exact wording). */
export const invoiceSubject = (invoiceNumber: string) => `Invoice ${invoiceNumber} from ${site.name}`;

/** The message the send dialog starts from; the admin may rewrite it. */
export function defaultInvoiceMessage(facts: Pick<InvoiceMailFacts, "invoiceNumber" | "clientName">, kind: "send" | "resend"): string {
  const opening =
    kind === "send"
      ? `Thank you for your business. Please find invoice ${facts.invoiceNumber} attached.`
      : `Here is invoice ${facts.invoiceNumber} again, for your records.`;
  return `Hi ${firstName(facts.clientName)},\n\n${opening}`;
}

const amountBlock = (facts: InvoiceMailFacts) =>
  [`Invoice: ${facts.invoiceNumber}`, `Amount due: ${formatCents(facts.balance)}`, `Due date: ${formatIsoDate(facts.dueDate)}`].join("\n");

const linkLine = (lead: string) => `${lead} ${CLIENT_LINK_MARKER}`;

export type Sender = { name: string | null; email: string | null };

/** The signed-in admin as the mail's sender: replies come back to them, the signature names them. */
export const senderOf = (admin: Parameters<typeof adminDisplayName>[0] & { email: string }): Sender => ({
  name: adminDisplayName(admin),
  email: admin.email,
});

/** 'Send Invoice' and 'Resend': the admin's message, then the amount due, due date and the link. */
export function invoiceEmail(facts: InvoiceMailFacts, to: string, message: string, sender: Sender): ComposedMail {
  const body = [
    message.trim(),
    amountBlock(facts),
    linkLine("View the invoice and download it as a PDF:"),
    "The invoice is attached to this email as a PDF.",
  ].join("\n\n");
  return {
    kind: "invoice_email",
    to,
    replyTo: sender.email,
    subject: invoiceSubject(facts.invoiceNumber),
    text: withSignature(body, sender.name),
  };
}

/** A payment reminder, `daysLate` days after the due date. */
export function reminderEmail(facts: InvoiceMailFacts, to: string, daysLate: number, replyTo: string): ComposedMail {
  const days = `${daysLate} ${daysLate === 1 ? "day" : "days"}`;
  return {
    kind: "invoice_reminder",
    to,
    replyTo,
    subject: `Reminder: invoice ${facts.invoiceNumber} from ${site.name} is past due`,
    text: [
      `Hi ${firstName(facts.clientName)},`,
      `This is a friendly reminder that invoice ${facts.invoiceNumber} was due on ${formatIsoDate(facts.dueDate)} and is now ${days} past due. If you have already sent the payment, thank you, and please disregard this note.`,
      amountBlock(facts),
      linkLine("View the invoice and download it as a PDF:"),
      `The ${site.name} team`,
    ].join("\n\n"),
  };
}

export type ReceiptFacts = InvoiceMailFacts & { amount: number; paidOn: string; method: string | null; amountPaid: number };

/** The optional receipt for one payment: what arrived, and what is left. */
export function receiptEmail(facts: ReceiptFacts, to: string, sender: Sender): ComposedMail {
  const how = facts.method ? ` by ${facts.method}` : "";
  const left =
    facts.balance > 0 ? `Balance due: ${formatCents(facts.balance)} (due ${formatIsoDate(facts.dueDate)})` : "Paid in full. Thank you!";
  const body = [
    `Hi ${firstName(facts.clientName)},`,
    `We received your payment of ${formatCents(facts.amount)}${how} on ${formatIsoDate(facts.paidOn)}. Thank you!`,
    [
      `Invoice: ${facts.invoiceNumber}`,
      `Invoice total: ${formatMoney(facts.totalAmount)}`,
      `Paid to date: ${formatCents(facts.amountPaid)}`,
      left,
    ].join("\n"),
    linkLine("View the invoice:"),
  ].join("\n\n");
  return {
    kind: "payment_receipt",
    to,
    replyTo: sender.email,
    subject: `Payment received for invoice ${facts.invoiceNumber}`,
    text: withSignature(body, sender.name),
  };
}

/**
 * The mail's text as it goes out: the marker replaced by the client page's address, or, when the
 * invoice has no link any more (revoked before delivery), every line naming it left out.
 */
export function fillClientLink(text: string, url: string | null): string {
  if (url) return text.replaceAll(CLIENT_LINK_MARKER, url);
  return text
    .split("\n")
    .filter((line) => !line.includes(CLIENT_LINK_MARKER))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n");
}
