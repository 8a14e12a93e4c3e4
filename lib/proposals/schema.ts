import { z } from "zod";

import { proposalLineKinds, proposalStatuses, type ProposalLineKind, type ProposalStatus } from "@/db/enums";
import {
  decimalField,
  optionalLine,
  optionalText,
  requiredDateField,
  requiredEmail,
  requiredParagraphs,
  requiredText,
} from "@/lib/forms/fields";

import { computeProposalTotals, defaultChoice, chosenLines, lineStructureProblem, type ProposalLine } from "./rules";

export { proposalLineKinds, proposalStatuses, type ProposalLineKind, type ProposalStatus } from "@/db/enums";

/**
 * The proposal editor and its server actions share these schemas. Pure: the editor imports them.
 * Amounts travel as numbers (`valueAsNumber` inputs); the server recomputes every total from the
 * lines and the agency's default choice (rules.ts) and never stores a total from the browser.
 */

/** numeric(12,2): the largest amount a money column holds, in cents. */
export const MAX_PROPOSAL_CENTS = 999_999_999_999;
export const MAX_SECTIONS = 20;
export const MAX_LINES = 100;

export const proposalLineKindLabels: Record<ProposalLineKind, string> = {
  included: "Included",
  package: "Package",
  optional: "Optional",
};
export const proposalLineKindOptions = proposalLineKinds.map((value) => ({ value, label: proposalLineKindLabels[value] }));

export const proposalStatusLabels: Record<ProposalStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  viewed: "Viewed",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  replaced: "Replaced",
};
export const proposalStatusOptions = proposalStatuses.map((value) => ({ value, label: proposalStatusLabels[value] }));

export const proposalLineSchema = z
  .object({
    kind: z.enum(proposalLineKinds, "Choose Included, Package or Optional."),
    description: requiredText("Describe the line.", 500),
    quantity: decimalField("Quantity", 1_000_000),
    unitPrice: decimalField("Unit price", 1_000_000_000),
    /** The agency's default: the package shown chosen, an optional line shown ticked. */
    selected: z.boolean(),
  })
  // An included line is always part of the proposal (the database holds it so too).
  .transform((line) => (line.kind === "included" ? { ...line, selected: true } : line));

export const proposalSectionSchema = z.object({
  title: requiredText("Name the section.", 200),
  lines: z.array(proposalLineSchema).max(MAX_LINES, `At most ${MAX_LINES} lines.`),
});

export type ProposalLineValues = z.input<typeof proposalLineSchema>;
export type ProposalSectionValues = z.input<typeof proposalSectionSchema>;

/** A blank line as 'Add line' makes it: included, quantity 1, price 0. */
export const BLANK_LINE = {
  kind: "included",
  description: "",
  quantity: 1,
  unitPrice: 0,
  selected: true,
} as const satisfies ProposalLineValues;

/** The sections' lines in order, shaped as rules.ts reads them (ids are their positions: a draft has none yet). */
export function flattenSections(
  sections: readonly {
    title: string;
    lines: readonly {
      kind: ProposalLineKind;
      description: string;
      quantity: number | string;
      unitPrice: number | string;
      selected: boolean;
    }[];
  }[],
): ProposalLine[] {
  return sections.flatMap((section, s) =>
    section.lines.map((line, l) => ({
      id: `${s}:${l}`,
      sectionTitle: section.title,
      kind: line.kind,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      selected: line.kind === "included" ? true : line.selected,
    })),
  );
}

/** The totals of the agency's default choice (what the list and the pipeline count), in cents. */
export function defaultTotals(lines: ProposalLine[], taxRate: number | string, depositPercent: number | string) {
  const chosen = chosenLines(lines, defaultChoice(lines));
  return computeProposalTotals(chosen.ok ? chosen.lines : [], taxRate, depositPercent);
}

export const EMPTY_SECTION = "A section needs at least one line: add one or remove the section.";

const optionalId = (message: string) => z.union([z.uuid(message), z.literal("")]).transform((value) => value || null);

export const NO_RECIPIENT_RECORD = "A proposal is for a lead or a client.";

/**
 * The editor: whom it is for (a lead, a client, or a lead that became one; fixed once created), the
 * recipient, wording, dates, percentages and the sections of lines.
 */
export const proposalFormSchema = z
  .object({
    leadId: optionalId("Unknown lead."),
    clientId: optionalId("Unknown client."),
    recipientName: requiredText("Recipient name is required."),
    recipientEmail: requiredEmail("Recipient email is required."),
    recipientCompany: optionalLine(200),
    title: requiredText("Title is required.", 200),
    introduction: optionalText(10_000),
    terms: optionalText(10_000),
    validUntil: requiredDateField("Valid until"),
    depositPercent: decimalField("Deposit", 100),
    taxRate: decimalField("Tax rate", 100),
    sections: z.array(proposalSectionSchema).min(1, "Add at least one section.").max(MAX_SECTIONS, `At most ${MAX_SECTIONS} sections.`),
  })
  .superRefine((proposal, ctx) => {
    if (proposal.leadId === null && proposal.clientId === null) {
      ctx.addIssue({ code: "custom", path: ["leadId"], message: NO_RECIPIENT_RECORD });
    }
    proposal.sections.forEach((section, index) => {
      if (section.lines.length === 0) ctx.addIssue({ code: "custom", path: ["sections", index, "lines"], message: EMPTY_SECTION });
    });
    const lines = flattenSections(proposal.sections);
    if (lines.length === 0) return;
    if (lines.length > MAX_LINES) ctx.addIssue({ code: "custom", path: ["sections"], message: `At most ${MAX_LINES} lines in all.` });
    // rules.ts: at most one pick-one group of two or more packages, in one section, one shown chosen.
    const problem = lineStructureProblem(lines);
    if (problem) {
      ctx.addIssue({ code: "custom", path: ["sections"], message: problem });
      return;
    }
    if (defaultTotals(lines, proposal.taxRate, proposal.depositPercent).total > MAX_PROPOSAL_CENTS) {
      ctx.addIssue({ code: "custom", path: ["sections"], message: "The proposal total is too large." });
    }
  });

export type ProposalFormValues = z.input<typeof proposalFormSchema>;
export type ProposalFormInput = z.output<typeof proposalFormSchema>;

const proposalId = z.uuid("Unknown proposal.");
export const proposalIdSchema = z.object({ id: proposalId });

/** 'Send': an optional message above the summary and the link. */
export const proposalSendSchema = z.object({ id: proposalId, message: optionalText(5000) });
export type ProposalSendValues = z.input<typeof proposalSendSchema>;

/** 'Enhance with AI' on the introduction: the draft and the lead it is for (for the context). */
export const proposalEnhanceSchema = z.object({
  introduction: requiredParagraphs("Write a few points first; 'Enhance with AI' turns them into an introduction.", 10_000),
  leadId: optionalId("Unknown lead."),
  recipientName: optionalLine(200),
  recipientEmail: z.string().trim().max(320),
});
