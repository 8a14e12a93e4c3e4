import { site } from "@/content/site";
import { CLIENT_LINK_MARKER } from "@/lib/billing/mail";
import { formatIsoDate } from "@/lib/dates";
import type { ComposedMail } from "@/lib/mail/compose";
import { formatCents } from "@/lib/money";
import { oneLine } from "@/lib/text/one-line";

/*
 * The mail of the client's decision and of the proposal's last days: the confirmation of an
 * acceptance (to the client and the agency), the agency's notice of a decline or an expiry, and
 * the client's reminder. Pure. A link to the proposal page is written as CLIENT_LINK_MARKER and
 * filled in at delivery (./mail-parts.ts), as for invoices, so the outbox never holds a working link.
 */

export type ProposalMailFacts = {
  /** 'PRO-2026-0007 v2'. */
  label: string;
  title: string;
  recipientName: string;
  recipientEmail: string;
  recipientCompany: string | null;
  validUntil: string;
};

export type AcceptanceMailFacts = ProposalMailFacts & {
  signerName: string;
  /** When it was accepted, as the agency's clock reads it ("Nov 27, 2026, 10:15 AM"). */
  acceptedAt: string;
  totalCents: number;
  depositCents: number;
  depositPercent: string;
  depositInvoiceNumber: string | null;
  projectTitle: string;
};

const firstName = (name: string) => oneLine(name, 80).split(" ")[0] || oneLine(name, 80);
const who = (facts: ProposalMailFacts) =>
  facts.recipientCompany ? `${facts.recipientName} (${facts.recipientCompany})` : facts.recipientName;
const percent = (value: string) => `${Number(value)}%`;

/** The client's confirmation, with the signed PDF attached at delivery. */
export function acceptedClientEmail(facts: AcceptanceMailFacts, replyTo: string): ComposedMail {
  const deposit =
    facts.depositInvoiceNumber !== null
      ? `The deposit invoice ${facts.depositInvoiceNumber} for ${formatCents(facts.depositCents)} (${percent(facts.depositPercent)}) follows in a separate email.`
      : "No deposit is due before we start.";
  return {
    kind: "proposal_accepted",
    to: facts.recipientEmail,
    replyTo,
    subject: `You accepted proposal ${facts.label} from ${site.name}`,
    text: [
      `Hi ${firstName(facts.recipientName)},`,
      `Thank you for accepting our proposal "${oneLine(facts.title)}". We are looking forward to working with you.`,
      [
        `Proposal: ${facts.label}`,
        `Accepted by: ${facts.signerName}`,
        `Accepted on: ${facts.acceptedAt}`,
        `Total: ${formatCents(facts.totalCents)}`,
      ].join("\n"),
      deposit,
      `View the proposal you accepted: ${CLIENT_LINK_MARKER}`,
      "The signed proposal is attached to this email as a PDF.",
      `The ${site.name} team`,
    ].join("\n\n"),
  };
}

/** The agency's notice of an acceptance, with the same signed PDF. */
export function acceptedAgencyEmail(facts: AcceptanceMailFacts, inbox: string): ComposedMail {
  return {
    kind: "proposal_accepted_notice",
    to: inbox,
    replyTo: facts.recipientEmail,
    subject: `Proposal ${facts.label} accepted by ${oneLine(facts.signerName, 80)}`,
    text: [
      `${who(facts)} accepted proposal ${facts.label} "${oneLine(facts.title)}".`,
      [
        `Accepted by: ${facts.signerName}`,
        `Accepted on: ${facts.acceptedAt}`,
        `Total: ${formatCents(facts.totalCents)}`,
        facts.depositInvoiceNumber !== null
          ? `Deposit invoice: ${facts.depositInvoiceNumber} (${formatCents(facts.depositCents)}), sent to ${facts.recipientEmail}`
          : "Deposit: none",
        `Project created: ${facts.projectTitle}`,
      ].join("\n"),
      "The signed proposal with the acceptance evidence is attached as a PDF.",
    ].join("\n\n"),
  };
}

/** The agency's notice of a decline, with the client's reason when given. */
export function declinedAgencyEmail(facts: ProposalMailFacts, reason: string, inbox: string): ComposedMail {
  return {
    kind: "proposal_declined_notice",
    to: inbox,
    replyTo: facts.recipientEmail,
    subject: `Proposal ${facts.label} declined by ${oneLine(facts.recipientName, 80)}`,
    text: [
      `${who(facts)} declined proposal ${facts.label} "${oneLine(facts.title)}".`,
      reason.trim() ? `Their reason:\n${reason.trim()}` : "They gave no reason.",
    ].join("\n\n"),
  };
}

/** The client's one reminder, a few days before the proposal runs out. */
export function proposalReminderEmail(facts: ProposalMailFacts, replyTo: string): ComposedMail {
  return {
    kind: "proposal_reminder",
    to: facts.recipientEmail,
    replyTo,
    subject: `Reminder: proposal ${facts.label} from ${site.name} is valid until ${formatIsoDate(facts.validUntil)}`,
    text: [
      `Hi ${firstName(facts.recipientName)},`,
      `A friendly reminder that our proposal "${oneLine(facts.title)}" is valid until ${formatIsoDate(facts.validUntil)}. You can choose your package and options, and accept or decline it, online:`,
      CLIENT_LINK_MARKER,
      "If you have questions, simply reply to this email.",
      `The ${site.name} team`,
    ].join("\n\n"),
  };
}

/** The agency's notice, on the first day past the valid-until date, that the proposal expired unanswered. */
export function expiredAgencyEmail(facts: ProposalMailFacts, inbox: string): ComposedMail {
  return {
    kind: "proposal_expired_notice",
    to: inbox,
    replyTo: facts.recipientEmail,
    subject: `Proposal ${facts.label} expired without an answer`,
    text: [
      `Proposal ${facts.label} "${oneLine(facts.title)}" to ${who(facts)} was valid until ${formatIsoDate(facts.validUntil)} and expired without an answer.`,
      "Revise it to send the client a new version, or follow up with them directly.",
    ].join("\n\n"),
  };
}

/** The message of the deposit invoice's mail, above its amount, due date and link. */
export const depositInvoiceMessage = (recipientName: string, label: string) =>
  `Hi ${firstName(recipientName)},\n\nThank you for accepting proposal ${label}. Here is the deposit invoice, so we can get started.`;
