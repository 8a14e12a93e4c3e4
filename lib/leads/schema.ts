import { z } from "zod";

import { leadPriorities, leadSources, leadStatuses, priorityLabels, type LeadSource, type LeadStatus } from "@/db/enums";
import { commaListField, optionalDateField, optionalDecimalField, wholeNumberField } from "@/lib/forms/fields";

export { leadPriorities, leadSources, leadStatuses, priorityLabels, type LeadPriority, type LeadSource, type LeadStatus } from "@/db/enums";

/** The back office's lead schemas and value lists (SPEC §2 Leads tab), shared by dialogs and actions. */

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  proposal: "Proposal",
  won: "Won",
  lost: "Lost",
};

export const leadSourceLabels: Record<LeadSource, string> = {
  brand_analysis: "Brand Analysis",
  contact_form: "Contact Form",
};

export const leadStatusOptions = leadStatuses.map((value) => ({ value, label: leadStatusLabels[value] }));
export const leadSourceOptions = leadSources.map((value) => ({ value, label: leadSourceLabels[value] }));
export const priorityOptions = leadPriorities.map((value) => ({ value, label: priorityLabels[value] }));

export const leadIdSchema = z.object({ id: z.uuid() });

export const leadStatusUpdateSchema = z.object({ id: z.uuid(), status: z.enum(leadStatuses) });
export type LeadStatusUpdateInput = z.infer<typeof leadStatusUpdateSchema>;

/** SPEC §2 edit dialog; SPEC §5: lead score 0-100, estimated value min 0 step 0.01, tags a comma list. */
export const leadEditSchema = z.object({
  priority: z.union([z.literal(1), z.literal(2), z.literal(3)], "Choose a priority."),
  leadScore: wholeNumberField("Lead score", 0, 100),
  estimatedValue: optionalDecimalField("Estimated value"),
  expectedCloseDate: optionalDateField,
  nextFollowUpDate: optionalDateField,
  tags: commaListField,
});

export type LeadEditFormValues = z.input<typeof leadEditSchema>;
export type LeadEditInput = z.output<typeof leadEditSchema> & { id: string };
