/**
 * What every mail is before it goes out: its kind (the outbox's vocabulary, one per feature's
 * mail) and its plain text. Features write their own templates; the HTML part is rendered from the
 * text when the mail is delivered.
 */

export const mailKinds = [
  // The public forms (lib/intake/mail.ts): the agency's notice of a lead and the visitor's receipt.
  "contact_notification",
  "contact_acknowledgement",
  "insights_notification",
  // The Communication Hub (lib/communications/mail.ts): an email to a client, the agency's
  // notice of a logged communication, and a mail sent through the send-email endpoint alone.
  "communication_email",
  "communication_notification",
  "admin_email",
  // The morning digest of follow-ups due and invoices fallen overdue (lib/digest).
  "daily_digest",
  // Billing (lib/billing/mail.ts): an invoice sent to its client, a payment reminder, a receipt.
  "invoice_email",
  "invoice_reminder",
  "payment_receipt",
  // Online card payment (lib/billing/online/mail.ts): the agency's notice of a payment or a refund.
  "online_payment_notice",
  // Proposals (lib/proposals/mail.ts): a proposal sent to its lead or client.
  "proposal_email",
  // Proposals' decisions and last days (lib/proposals/decision-mail.ts): the client's confirmation of an
  // acceptance and reminder, the agency's notices of an acceptance, a decline and an expiry.
  "proposal_accepted",
  "proposal_accepted_notice",
  "proposal_declined_notice",
  "proposal_reminder",
  "proposal_expired_notice",
  // The client portal (lib/portal/mail.ts): a contact's single-use sign-in link.
  "portal_sign_in",
] as const;
export type MailKind = (typeof mailKinds)[number];

export type ComposedMail = { kind: MailKind; to: string; replyTo: string | null; subject: string; text: string };
