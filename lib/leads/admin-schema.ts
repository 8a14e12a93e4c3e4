import { z } from "zod";

import { leadStatuses } from "@/db/enums";
import { commaListField, dateField } from "@/lib/projects/schema";

/** The back office's lead schemas (SPEC §2 Leads tab), shared by dialogs and actions. No server imports. */

export const leadStatusLabels: Record<(typeof leadStatuses)[number], string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  proposal: "Proposal",
  won: "Won",
  lost: "Lost",
};

export const leadIdSchema = z.object({ id: z.uuid() });

export const leadStatusUpdateSchema = z.object({ id: z.uuid(), status: z.enum(leadStatuses) });
export type LeadStatusUpdateInput = z.infer<typeof leadStatusUpdateSchema>;

/** SPEC §2 edit dialog; SPEC §5: lead score 0-100, estimated value min 0 step 0.01, tags a comma list. */
export const leadEditSchema = z.object({
  id: z.uuid(),
  priority: z.union([z.literal(1), z.literal(2), z.literal(3)], "Choose a priority."),
  leadScore: z
    .number("Lead score must be a number.")
    .int("Lead score must be a whole number.")
    .min(0, "Lead score must be between 0 and 100.")
    .max(100, "Lead score must be between 0 and 100."),
  estimatedValue: z
    .number("Estimated value must be a number.")
    .min(0, "Estimated value cannot be negative.")
    .max(9_999_999_999.99, "Estimated value is too large.")
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, "Estimated value allows at most 2 decimals.")
    .nullable(),
  expectedCloseDate: dateField,
  nextFollowUpDate: dateField,
  tags: commaListField,
});

export type LeadEditFormValues = z.input<typeof leadEditSchema>;
export type LeadEditInput = z.output<typeof leadEditSchema>;
