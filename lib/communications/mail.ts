import { site } from "@/content/site";
import type { CommunicationType } from "@/db/enums";
import type { ComposedMail } from "@/lib/mail/compose";
import { oneLine } from "@/lib/text/one-line";

import type { ResolvedClient } from "./rules";
import { COMMUNICATION_LIMITS, communicationTypeLabels } from "./schema";

/**
 * The plain-text parts of the Communication Hub's mail. documents/mail-layout.tsx renders the
 * HTML part from this text at delivery (paragraphs, every character escaped, the agency footer),
 * so no user HTML ever reaches the markup. Pure.
 */

/**
 * The content followed by the sender's sign-off (name and agency), unless the content already
 * ends with one, as an AI draft does.
 */
export function withSignature(content: string, senderName: string | null): string {
  const body = content.trimEnd();
  const name = senderName?.trim();
  const tail = body.split(/\r?\n/).slice(-3).join("\n").toLowerCase();
  const signed = (name && tail.includes(name.toLowerCase())) || tail.includes(site.name.toLowerCase());
  if (signed) return body;
  return `${body}\n\n${name ? `${name}\n` : ""}${site.name}`;
}

export type EmailToSend = {
  to: string;
  subject: string;
  content: string;
  /** The signed-in admin: replies to the mail go to them. */
  senderName: string | null;
  senderEmail: string | null;
};

/** An email to a client: kind communication_email when it is a communication's delivery. */
export function clientEmail(email: EmailToSend, kind: "communication_email" | "admin_email"): ComposedMail {
  return {
    kind,
    to: email.to.trim(),
    replyTo: email.senderEmail,
    subject: oneLine(email.subject, COMMUNICATION_LIMITS.subject),
    text: withSignature(email.content, email.senderName),
  };
}

export type NotificationFacts = {
  type: CommunicationType;
  subject: string | null;
  content: string;
  client: ResolvedClient | { name: string | null; email: string | null; source: "given" } | null;
  /** 'Lead: Jordan Lee', 'Project: ...' or 'General' (lib/communications/rules.ts relatedToLabel). */
  relatedTo: string;
  responseRequired: boolean;
  authorName: string | null;
};

const PREVIEW = 2_000;

/**
 * SPEC §7 send-communication-notification, sent to the agency inbox, never the client
 * (DESIGN.md): who the communication concerns, what it is and its content.
 */
export function communicationNotification(facts: NotificationFacts, agencyInbox: string): ComposedMail {
  const type = communicationTypeLabels[facts.type];
  const clientName = facts.client?.name?.trim() || null;
  const clientEmail = facts.client?.email?.trim() || null;
  const who = clientName ?? clientEmail ?? "no client";
  const client = clientName && clientEmail ? `${clientName} <${clientEmail}>` : (clientName ?? clientEmail ?? "Not linked to a client");
  const content = facts.content.length > PREVIEW ? `${facts.content.slice(0, PREVIEW).trimEnd()}...` : facts.content;
  return {
    kind: "communication_notification",
    to: agencyInbox,
    replyTo: clientEmail,
    subject: oneLine(`New ${type.toLowerCase()} for ${who}${facts.subject ? `: ${facts.subject}` : ""}`, 160),
    text: [
      `${facts.authorName?.trim() || "An admin"} logged a${type === "Email" ? "n" : ""} ${type.toLowerCase()} in the Communication Hub.`,
      [
        `Client: ${client}`,
        `Type: ${type}`,
        `Subject: ${facts.subject?.trim() || "-"}`,
        `Related to: ${facts.relatedTo}`,
        `Response required: ${facts.responseRequired ? "Yes" : "No"}`,
      ].join("\n"),
      `Content:\n${content}`,
      "Open the back office's Communications tab to view it or reply.",
    ].join("\n\n"),
  };
}
