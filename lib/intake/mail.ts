import {
  contactBudgetLabels,
  contactServiceLabels,
  contactTimelineLabels,
  insightsBudgetLabels,
  insightsTimelineLabels,
  projectTypeLabels,
} from "@/content/options";
import { site } from "@/content/site";
import type { ComposedMail } from "@/lib/mail/compose";
import { oneLine } from "@/lib/text/one-line";

import type { ContactFields, InsightsRequest } from "./schema";

/**
 * The plain-text part of each mail the public forms queue. Cheap string work only: it runs on
 * the request path. The HTML part is rendered from this text when the mail is delivered.
 */

const field = (label: string, value: string | undefined | null) => `${label}: ${value && value.trim() ? value.trim() : "-"}`;

export function contactNotification(submission: ContactFields, agencyInbox: string): ComposedMail {
  const service = contactServiceLabels[submission.service];
  return {
    kind: "contact_notification",
    to: agencyInbox,
    replyTo: submission.email,
    subject: oneLine(`New contact form lead: ${submission.name} (${service})`),
    text: [
      "A visitor sent the contact form on the website.",
      [
        field("Name", submission.name),
        field("Email", submission.email),
        field("Phone", submission.phone),
        field("Company", submission.company),
        field("Service", service),
        field("Budget", submission.budget ? contactBudgetLabels[submission.budget] : undefined),
        field("Timeline", submission.timeline ? contactTimelineLabels[submission.timeline] : undefined),
      ].join("\n"),
      `Message:\n${submission.message}`,
      "The lead is in the back office under Leads (source contact_form). Reply to this mail to answer the visitor.",
    ].join("\n\n"),
  };
}

/** The longest first name the acknowledgement greets by. */
export const ACK_FIRST_NAME_MAX = 40;

/** Letters (with their accents), spaces, apostrophes and hyphens only: "Zoë O'Brien-Łukasz". */
const PLAIN_NAME = /^[\p{L}\p{M}'\u2019\u2010 -]+$/u;

/**
 * The name the acknowledgement greets by, or null for a plain greeting: the first word of the
 * typed name, only when the whole name is letters, spaces, apostrophes and hyphens (no digits,
 * dots, slashes or symbols, so no link or phone number can ride in it), at most 40 characters.
 */
export function greetingName(name: string): string | null {
  const typed = name.normalize("NFC").trim();
  if (!PLAIN_NAME.test(typed) || !/\p{L}/u.test(typed)) return null;
  const first = typed.split(" ")[0] ?? "";
  if (!/\p{L}/u.test(first) || Array.from(first).length > ACK_FIRST_NAME_MAX) return null;
  return first;
}

/**
 * The visitor's receipt. It goes to whatever address was typed into the form, so it repeats
 * nothing typed there but a plain first name: a spammer who enters a victim's address cannot relay
 * a message, a link or a number to the victim through it.
 */
export function contactAcknowledgement(submission: ContactFields, agencyInbox: string): ComposedMail {
  const firstName = greetingName(submission.name);
  return {
    kind: "contact_acknowledgement",
    to: submission.email,
    replyTo: agencyInbox,
    subject: `Thanks for contacting ${site.name}`,
    text: [
      firstName ? `Hi ${firstName},` : "Hello,",
      `thank you for reaching out to ${site.name}. We received your message and will get back to you within 24 hours.`,
      `If it is urgent, call us at ${site.phone.display}.`,
      "If you did not write to us, you can ignore this mail: nothing else will be sent to you.",
      `The ${site.name} team`,
    ].join("\n\n"),
  };
}

export function insightsNotification(request: InsightsRequest, agencyInbox: string): ComposedMail {
  return {
    kind: "insights_notification",
    to: agencyInbox,
    replyTo: request.clientEmail,
    subject: oneLine(`New AI insights lead: ${request.brandName} (${request.clientName})`),
    text: [
      "A visitor asked the AI brand-insights tool for an analysis.",
      [
        field("Brand", request.brandName),
        field("Website", request.domainName),
        field("Name", request.clientName),
        field("Email", request.clientEmail),
        field("Phone", request.clientPhone),
        field("Project type", request.projectType ? projectTypeLabels[request.projectType] : undefined),
        field("Budget", request.budgetRange ? insightsBudgetLabels[request.budgetRange] : undefined),
        field("Timeline", request.preferredTimeline ? insightsTimelineLabels[request.preferredTimeline] : undefined),
      ].join("\n"),
      `Project requirements:\n${request.projectRequirements}`,
      "The lead and the generated insights are in the back office under Leads (source brand_analysis).",
    ].join("\n\n"),
  };
}
