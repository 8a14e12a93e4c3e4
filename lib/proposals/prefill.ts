import {
  insightsBudgetValues,
  insightsTimelineValues,
  projectTypeLabels,
  projectTypeValues,
  type InsightsBudget,
  type InsightsTimeline,
  type ProjectType,
} from "@/content/options";
import { DEFAULT_SECTION_TITLE, defaultProposalTerms, introductionClosing } from "@/content/proposals";
import { addDays } from "@/lib/dates";
import { estimatePrice, priceBookLines } from "@/lib/intake/insights/price-book";
import { oneLine } from "@/lib/text/one-line";

import { BLANK_LINE, type ProposalFormValues } from "./schema";

/*
 * What "Create proposal" puts in the editor, from the lead's own brief (the service, budget and
 * timeline the visitor gave, priced by the insights price book) or from a client's record. Pure:
 * the agency edits everything before it is saved.
 */

export type ProposalDefaults = { validDays: number; depositPercent: number };

export type LeadBrief = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  brandName: string | null;
  service: string | null;
  budget: string | null;
  timeline: string | null;
  message: string | null;
  clientId: string | null;
};

export type ClientRecipient = { id: string; displayName: string; company: string | null; contactName: string | null; email: string };

const isOneOf = <V extends string>(values: readonly V[], value: string): value is V => (values as readonly string[]).includes(value);

/** The contact form's services that are not insights project types, mapped to the nearest one. */
const CONTACT_SERVICE_TYPES: Record<string, ProjectType> = {
  "video-photography": "video-production",
  "drone-videography": "video-production",
  "mobile-apps": "mobile-app",
  consultation: "multiple",
};

/** The contact form's budgets, mapped to the insights tier that holds most of their range. */
const CONTACT_BUDGETS: Record<string, InsightsBudget> = {
  "5k-10k": "5k-15k",
  "10k-25k": "15k-50k",
  "25k-50k": "15k-50k",
  "50k-plus": "50k-100k",
};

/** The contact form's timelines, mapped to the nearest insights one. */
const CONTACT_TIMELINES: Record<string, InsightsTimeline> = {
  "2-3-months": "3-months",
  "3-6-months": "6-months",
  "6-plus-months": "6-months",
  "just-exploring": "flexible",
};

/** A lead's service as a price-book project type; an unknown or missing one prices as 'Multiple Services'. */
export function projectTypeOf(service: string | null): ProjectType {
  if (!service) return "multiple";
  if (isOneOf(projectTypeValues, service)) return service;
  return CONTACT_SERVICE_TYPES[service] ?? "multiple";
}

export function insightsBudgetOf(budget: string | null): InsightsBudget | undefined {
  if (!budget) return undefined;
  if (isOneOf(insightsBudgetValues, budget)) return budget;
  return CONTACT_BUDGETS[budget];
}

export function insightsTimelineOf(timeline: string | null): InsightsTimeline | undefined {
  if (!timeline) return undefined;
  if (isOneOf(insightsTimelineValues, timeline)) return timeline;
  return CONTACT_TIMELINES[timeline];
}

const firstName = (name: string) => oneLine(name, 80).split(" ")[0] || oneLine(name, 80);

/** The visitor's message, quoted on one paragraph and cut at a readable length. */
function quoted(message: string): string {
  const text = message.replace(/\s+/g, " ").trim();
  return text.length > 600 ? `${text.slice(0, 597).trimEnd()}...` : text;
}

function drafted(lead: LeadBrief, type: ProjectType, notes: string): string {
  const subject = lead.brandName?.trim() || lead.company?.trim() || "your business";
  return [
    `Hi ${firstName(lead.name)},`,
    `Thank you for telling us about ${subject}. This proposal covers the ${projectTypeLabels[type].toLowerCase()} work you asked about.`,
    lead.message?.trim() ? `You wrote: "${quoted(lead.message)}"` : null,
    notes,
    introductionClosing,
  ]
    .filter((part): part is string => part !== null)
    .join("\n\n");
}

/** The editor's values for a new proposal to a lead, priced from the lead's brief. */
export function prefillFromLead(lead: LeadBrief, defaults: ProposalDefaults, today: string): ProposalFormValues {
  const estimate = {
    projectType: projectTypeOf(lead.service),
    budgetRange: insightsBudgetOf(lead.budget),
    preferredTimeline: insightsTimelineOf(lead.timeline),
  };
  const { type, lines } = priceBookLines(estimate);
  const { notes } = estimatePrice(estimate);
  return {
    leadId: lead.id,
    clientId: lead.clientId ?? "",
    recipientName: lead.name,
    recipientEmail: lead.email,
    recipientCompany: lead.company ?? "",
    title: `${projectTypeLabels[type]} for ${lead.company?.trim() || lead.name}`,
    introduction: drafted(lead, type, notes),
    terms: defaultProposalTerms,
    validUntil: addDays(today, defaults.validDays),
    depositPercent: defaults.depositPercent,
    taxRate: 0,
    sections: [
      {
        // Named for the service asked for: the accepted lines' sections become the project's services.
        title: projectTypeLabels[type],
        // The price book quotes a low and a high price; the proposal starts at the middle, in whole dollars.
        lines: lines.map((line) => ({
          kind: "included" as const,
          description: line.service,
          quantity: 1,
          unitPrice: Math.round((line.low + line.high) / 2),
          selected: true,
        })),
      },
    ],
  };
}

/** The editor's values for a new proposal to a client: its contact, the default wording, one blank line. */
export function prefillForClient(client: ClientRecipient, defaults: ProposalDefaults, today: string): ProposalFormValues {
  return {
    leadId: "",
    clientId: client.id,
    recipientName: client.contactName ?? client.displayName,
    recipientEmail: client.email,
    recipientCompany: client.company ?? "",
    title: `Proposal for ${client.company?.trim() || client.displayName}`,
    introduction: "",
    terms: defaultProposalTerms,
    validUntil: addDays(today, defaults.validDays),
    depositPercent: defaults.depositPercent,
    taxRate: 0,
    sections: [{ title: DEFAULT_SECTION_TITLE, lines: [{ ...BLANK_LINE }] }],
  };
}
