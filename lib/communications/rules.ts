import type { CommunicationType, MailStatus } from "@/db/enums";
import type { DraftFacts } from "@/lib/ai/draft-context";

import type { CommunicationFormValues } from "./schema";

/**
 * The Communication Hub's business rules as pure functions (SPEC §2, §4, §7), shared by the
 * server and the browser and unit-tested on their own.
 */

const RE_PREFIX = /^\s*(re\s*(\[\d+\])?\s*:\s*)+/i;

/**
 * SPEC §2 Reply: 'Re: ' plus the original subject, never 'Re: Re: '. Any run of leading reply
 * prefixes ("RE:", "re[2]:", "Re: Re:") collapses into one.
 */
export function replySubject(original: string | null | undefined): string {
  const base = (original ?? "").replace(RE_PREFIX, "").trim();
  return base ? `Re: ${base}` : "Re:";
}

export type ReplySource = {
  fromEmail: string | null;
  subject: string | null;
  leadId: string | null;
  leadName: string | null;
  projectId: string | null;
  projectTitle: string | null;
};

/** The new communication form's values for a reply: an email back to the sender, same relations. */
export function replyFormValues(original: ReplySource): CommunicationFormValues {
  return {
    type: "email",
    leadId: original.leadId ?? "",
    projectId: original.projectId ?? "",
    toEmail: original.fromEmail ?? "",
    subject: replySubject(original.subject),
    content: "",
    isAiGenerated: false,
    responseRequired: false,
  };
}

export type RelationRef = {
  leadId: string | null;
  /** The joined lead's name; null when the row carries no lead or the lead cannot be read. */
  leadName: string | null;
  projectId: string | null;
  projectTitle: string | null;
};

/**
 * SPEC §2 Related To: the lead wins over the project. The foreign keys set null on delete, so
 * 'Unknown Lead' / 'Unknown Project' shows only for a relation present but unreadable, never as a guess.
 */
export function relatedToLabel(ref: RelationRef): string {
  if (ref.leadId) return ref.leadName ? `Lead: ${ref.leadName}` : "Unknown Lead";
  if (ref.projectId) return ref.projectTitle ? `Project: ${ref.projectTitle}` : "Unknown Project";
  return "General";
}

/** SPEC §7: a client named only by an address is called by the part before the at sign. */
export function nameFromAddress(email: string): string {
  const at = email.indexOf("@");
  return (at > 0 ? email.slice(0, at) : email).trim();
}

export type ClientCandidate = { name: string; email: string };
export type ResolvedClient = ClientCandidate & { source: "lead" | "project" | "address" };

/** SPEC §7: the client is the lead's, else the project's, else the to address's. */
export function resolveClient(input: {
  lead: ClientCandidate | null;
  project: ClientCandidate | null;
  toEmail: string | null;
}): ResolvedClient | null {
  if (input.lead) return { ...input.lead, source: "lead" };
  if (input.project) return { ...input.project, source: "project" };
  if (input.toEmail) return { name: nameFromAddress(input.toEmail), email: input.toEmail, source: "address" };
  return null;
}

export type DeliveryRow = { status: MailStatus; attempts: number; lastError: string | null };

export type DeliveryState =
  | { kind: "queued"; label: string; detail: string | null }
  | { kind: "sending"; label: string; detail: null }
  | { kind: "sent"; label: string; detail: null }
  | { kind: "failed"; label: string; detail: string | null };

const attemptsText = (attempts: number) => `${attempts} attempt${attempts === 1 ? "" : "s"}`;

/**
 * What an email row and its view say about the mail's delivery. `providerConfigured` is this
 * server's view (RESEND_API_KEY); `notConfiguredError` is what the worker records when it has none.
 */
export function deliveryState(row: DeliveryRow, options: { providerConfigured: boolean; notConfiguredError: string }): DeliveryState {
  switch (row.status) {
    case "sent":
      return { kind: "sent", label: "Sent", detail: null };
    case "sending":
      return { kind: "sending", label: "Sending", detail: null };
    case "failed":
      return { kind: "failed", label: `Failed after ${attemptsText(row.attempts)}`, detail: row.lastError };
    case "queued":
      if (!options.providerConfigured || row.lastError === options.notConfiguredError) {
        return { kind: "queued", label: "Queued", detail: "No mail provider is configured: the email waits in the outbox until one is." };
      }
      if (row.attempts > 0 && row.lastError) {
        return { kind: "queued", label: "Queued", detail: `Retrying after ${attemptsText(row.attempts)}: ${row.lastError}` };
      }
      return { kind: "queued", label: "Queued", detail: null };
  }
}

/** Only failed mail can be retried (queued mail is still on its way). */
export const canRetryDelivery = (row: DeliveryRow | null) => row?.status === "failed";

/** SPEC §2: reply is offered for emails only. */
export const canReply = (type: CommunicationType) => type === "email";

type LeadFacts = { name: string; email: string; company: string | null; service: string | null; budget: string | null; status: string };
type ProjectFacts = { title: string; clientName: string; clientEmail: string; status: string; progress: number };

/** SPEC §7: the AI context is the lead's facts, else the project's, else general agency text. */
export function draftFactsFrom(relation: { lead: LeadFacts | null; project: ProjectFacts | null }): DraftFacts {
  if (relation.lead) {
    const { name, company, service, budget, status } = relation.lead;
    return { kind: "lead", name, company, service, budget, status };
  }
  if (relation.project) {
    const { title, clientName, status, progress } = relation.project;
    return { kind: "project", title, clientName, status, progress };
  }
  return { kind: "general" };
}

/** SPEC §7 client resolution over a communication's loaded relations. */
export function resolveClientFrom(
  relation: { lead: LeadFacts | null; project: ProjectFacts | null },
  toEmail: string | null,
): ResolvedClient | null {
  return resolveClient({
    lead: relation.lead ? { name: relation.lead.name, email: relation.lead.email } : null,
    project: relation.project ? { name: relation.project.clientName, email: relation.project.clientEmail } : null,
    toEmail,
  });
}

/** How the sign-off and the notification name an admin: first and last name, else the username. */
export function adminDisplayName(admin: { username: string; firstName: string | null; lastName: string | null }): string {
  return (
    [admin.firstName, admin.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(" ") || admin.username
  );
}
