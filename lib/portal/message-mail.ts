import type { ComposedMail } from "@/lib/mail/compose";
import { oneLine } from "@/lib/text/one-line";

/** The agency's notice of a client's portal message (plain text; the HTML part is rendered at delivery). Pure. */

export type PortalMessageFacts = {
  contactName: string;
  contactEmail: string;
  clientName: string;
  subject: string;
  message: string;
  projectTitle: string | null;
};

const PREVIEW = 2_000;

export function portalMessageNotice(facts: PortalMessageFacts, agencyInbox: string): ComposedMail {
  const message = facts.message.length > PREVIEW ? `${facts.message.slice(0, PREVIEW).trimEnd()}...` : facts.message;
  return {
    kind: "communication_notification",
    to: agencyInbox,
    replyTo: facts.contactEmail,
    subject: oneLine(`New message from ${facts.contactName} in the client portal`, 160),
    text: [
      `${facts.contactName} (${facts.clientName}) wrote in the client portal.`,
      [`From: ${facts.contactName} <${facts.contactEmail}>`, `Subject: ${facts.subject}`, `Project: ${facts.projectTitle ?? "-"}`].join(
        "\n",
      ),
      `Message:\n${message}`,
      "It waits in the back office's Communications tab under Needs Response.",
    ].join("\n\n"),
  };
}
