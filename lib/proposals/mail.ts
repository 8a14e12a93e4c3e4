import { site } from "@/content/site";
import { CLIENT_LINK_MARKER, type Sender } from "@/lib/billing/mail";
import { withSignature } from "@/lib/communications/mail";
import { formatIsoDate } from "@/lib/dates";
import type { ComposedMail } from "@/lib/mail/compose";
import { formatCents } from "@/lib/money";
import { oneLine } from "@/lib/text/one-line";

/*
 * The proposal mail's plain text. Pure. The client page's link is written as billing's client-link
 * marker and filled in at delivery (fillClientLink), so the outbox never holds a working link.
 */

export type ProposalMailFacts = {
  /** 'PRO-2026-0007' or 'PRO-2026-0007 v2' (proposalLabel). */
  label: string;
  title: string;
  recipientName: string;
  /** The agency's default choice, in cents. */
  total: number;
  validUntil: string;
  /** Whether the client chooses between packages or ticks options (the page then says so). */
  hasChoices: boolean;
};

const firstName = (name: string) => oneLine(name, 80).split(" ")[0] || oneLine(name, 80);

export const proposalSubject = (facts: Pick<ProposalMailFacts, "label" | "title">) =>
  `Proposal ${facts.label} from ${site.name}: ${oneLine(facts.title, 120)}`;

/** The send dialog's message when the admin writes none. */
export const defaultProposalMessage = (recipientName: string) =>
  `Hi ${firstName(recipientName)},\n\nThank you for the chance to work with you. Here is our proposal.`;

/** 'Send': the admin's message (or the default), what it is, the total, valid until, the link and the PDF. */
export function proposalEmail(facts: ProposalMailFacts, to: string, message: string, sender: Sender): ComposedMail {
  const body = [
    message.trim() || defaultProposalMessage(facts.recipientName),
    [
      `Proposal: ${facts.label}, ${oneLine(facts.title, 200)}`,
      `Total: ${formatCents(facts.total)}${facts.hasChoices ? " (as proposed; the total follows the options you choose)" : ""}`,
      `Valid until: ${formatIsoDate(facts.validUntil)}`,
    ].join("\n"),
    `Read the proposal, choose your options and accept it online: ${CLIENT_LINK_MARKER}`,
    "The proposal is attached to this email as a PDF.",
  ].join("\n\n");
  return {
    kind: "proposal_email",
    to,
    replyTo: sender.email,
    subject: proposalSubject(facts),
    text: withSignature(body, sender.name),
  };
}
