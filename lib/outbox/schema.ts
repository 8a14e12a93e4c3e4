import { mailStatuses, type MailStatus } from "@/db/enums";
import type { MailKind } from "@/lib/mail/compose";

export { mailStatuses, type MailStatus } from "@/db/enums";

/** The Outbox's state filter and badges: what each delivery state reads. */
export const mailStatusLabels: Record<MailStatus, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
};
export const mailStatusOptions = mailStatuses.map((value) => ({ value, label: mailStatusLabels[value] }));

/** What each kind of mail is, in the Outbox's words. */
export const mailKindLabels: Record<MailKind, string> = {
  contact_notification: "Contact form notice",
  contact_acknowledgement: "Contact form receipt",
  insights_notification: "AI insights notice",
  communication_email: "Communication email",
  communication_notification: "Communication notice",
  admin_email: "Email",
  daily_digest: "Daily digest",
  invoice_email: "Invoice",
  invoice_reminder: "Payment reminder",
  payment_receipt: "Payment receipt",
  online_payment_notice: "Card payment notice",
  proposal_email: "Proposal",
  proposal_accepted: "Proposal acceptance",
  proposal_accepted_notice: "Proposal accepted notice",
  proposal_declined_notice: "Proposal declined notice",
  proposal_reminder: "Proposal reminder",
  proposal_expired_notice: "Proposal expired notice",
  portal_sign_in: "Portal sign-in link",
};

export const mailKindLabel = (kind: string) => mailKindLabels[kind as MailKind] ?? kind;
