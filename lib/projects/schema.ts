import { z } from "zod";

import { projectStatuses, type LeadStatus, type ProjectStatus } from "@/db/enums";
import {
  commaListField,
  MAX_HOURS,
  optionalDateField,
  optionalDecimalField,
  optionalLine,
  optionalText,
  requiredText,
  wholeNumberField,
} from "@/lib/forms/fields";

export { projectStatuses, type ProjectStatus } from "@/db/enums";

/**
 * The project form's schema, shared by the form and the actions. Inputs are what the form holds
 * (text for dates and lists, numbers or null for amounts); the output is what the service stores.
 */

export const projectStatusLabels: Record<ProjectStatus, string> = {
  planning: "Planning",
  in_progress: "In Progress",
  review: "Review",
  completed: "Completed",
  on_hold: "On Hold",
};

export const projectStatusOptions = projectStatuses.map((value) => ({ value, label: projectStatusLabels[value] }));

/** The amounts a project is priced with; the project form and the conversion dialog both ask for them. */
const pricingFields = {
  fixedPrice: optionalDecimalField("Fixed price"),
  hourlyRate: optionalDecimalField("Hourly rate"),
  estimatedHours: optionalDecimalField("Estimated hours", MAX_HOURS),
};

const projectFields = {
  title: requiredText("Title is required."),
  /** The client's display name and billing email become the project's client name and email. */
  clientId: z.uuid("Choose a client."),
  status: z.enum(projectStatuses),
  progressPercentage: wholeNumberField("Progress", 0, 100),
  startDate: optionalDateField,
  endDate: optionalDateField,
  ...pricingFields,
  description: optionalText(),
  services: commaListField,
  deliverables: commaListField,
  notes: optionalText(),
};

/** The end is not before the start (also the projects_dates_ordered check). */
function endNotBeforeStart(value: { startDate: string | null; endDate: string | null }, ctx: z.RefinementCtx) {
  if (value.startDate && value.endDate && value.endDate < value.startDate) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: "End date cannot be before the start date." });
  }
}

export const projectFormSchema = z.object(projectFields).superRefine(endNotBeforeStart);

export type ProjectFormValues = z.input<typeof projectFormSchema>;
export type ProjectInput = z.output<typeof projectFormSchema>;
export type ProjectUpdateInput = ProjectInput & { id: string };

export const projectStatusUpdateSchema = z.object({ id: z.uuid(), status: z.enum(projectStatuses) });
export type ProjectStatusUpdateInput = z.infer<typeof projectStatusUpdateSchema>;

/** SPEC §4: conversion is offered only from these lead statuses. */
export const CONVERTIBLE_LEAD_STATUSES = ["qualified", "proposal"] as const satisfies readonly LeadStatus[];
export const isConvertible = (status: string) => (CONVERTIBLE_LEAD_STATUSES as readonly string[]).includes(status);

/** SPEC §2 conversion: a project starts planning or in progress. */
export const conversionStatusOptions = projectStatusOptions.filter(
  (option) => option.value === "planning" || option.value === "in_progress",
);

/**
 * SPEC §2 conversion form: the project fields without progress; status planning or in_progress.
 * No client fields: the client is the one with the lead's email, or one made from the lead.
 */
export const leadConversionSchema = z
  .object({
    leadId: z.uuid(),
    title: projectFields.title,
    status: z.enum(["planning", "in_progress"]),
    /** The name of the client the conversion makes; blank names it after the lead. Unused when the lead's email has a client. */
    clientName: optionalLine(200).default(""),
    description: projectFields.description,
    startDate: optionalDateField,
    endDate: optionalDateField,
    ...pricingFields,
    services: commaListField,
    deliverables: commaListField,
    notes: projectFields.notes,
  })
  .superRefine(endNotBeforeStart);

export type LeadConversionFormValues = z.input<typeof leadConversionSchema>;
export type LeadConversionInput = z.output<typeof leadConversionSchema>;
