import { z } from "zod";

import { leadStatuses, projectStatuses } from "@/db/enums";
import { splitCommaList } from "@/lib/text/comma-list";

/**
 * The project form's schema, shared by the form (zodResolver) and the actions. No server imports.
 * Inputs are what the form holds (text for dates and lists, numbers or null for amounts); the
 * parsed output is what the service stores.
 */

export const projectStatusLabels: Record<(typeof projectStatuses)[number], string> = {
  planning: "Planning",
  in_progress: "In Progress",
  review: "Review",
  completed: "Completed",
  on_hold: "On Hold",
};

const MAX_TEXT = 5000;
const MAX_MONEY = 9_999_999_999.99; // numeric(12,2)
const MAX_HOURS = 99_999_999.99; // numeric(10,2)

const requiredText = (message: string, max = 200) =>
  z.string().trim().min(1, message).max(max, `Must be at most ${max} characters.`);
const optionalText = (max = MAX_TEXT) => z.string().trim().max(max, `Must be at most ${max} characters.`);

/** A date input's value: "" is no date (null). */
export const dateField = z
  .union([z.iso.date("Enter a valid date."), z.literal("")])
  .transform((value) => (value === "" ? null : value));

/** An amount with two decimals, min 0 (SPEC §5 step 0.01). The form sends null for an empty box. */
const amountField = (max: number, label: string) =>
  z
    .number(`${label} must be a number.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} is too large.`)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, `${label} allows at most 2 decimals.`)
    .nullable();

/** A comma separated list (SPEC §5): split, trimmed, empties dropped. */
export const commaListField = z.string().max(MAX_TEXT, `Must be at most ${MAX_TEXT} characters.`).transform(splitCommaList);

export const projectFields = {
  title: requiredText("Title is required."),
  clientName: requiredText("Client name is required."),
  clientEmail: z.string().trim().min(1, "Client email is required.").max(320).pipe(z.email("Enter a valid email address.")),
  status: z.enum(projectStatuses),
  progressPercentage: z
    .number("Progress must be a number.")
    .int("Progress must be a whole number.")
    .min(0, "Progress must be between 0 and 100.")
    .max(100, "Progress must be between 0 and 100."),
  startDate: dateField,
  endDate: dateField,
  estimatedHours: amountField(MAX_HOURS, "Estimated hours"),
  hourlyRate: amountField(MAX_MONEY, "Hourly rate"),
  fixedPrice: amountField(MAX_MONEY, "Fixed price"),
  description: optionalText(),
  services: commaListField,
  deliverables: commaListField,
  notes: optionalText(),
};

/** SPEC §5 (and the projects_dates_ordered check): the end is not before the start. */
export function endNotBeforeStart(value: { startDate: string | null; endDate: string | null }, ctx: z.RefinementCtx) {
  if (value.startDate && value.endDate && value.endDate < value.startDate) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: "End date cannot be before the start date." });
  }
}

export const projectCreateSchema = z.object(projectFields).superRefine(endNotBeforeStart);
export const projectUpdateSchema = z.object({ id: z.uuid(), ...projectFields }).superRefine(endNotBeforeStart);

export type ProjectFormValues = z.input<typeof projectCreateSchema>;
export type ProjectInput = z.output<typeof projectCreateSchema>;
export type ProjectUpdateInput = z.output<typeof projectUpdateSchema>;

export const projectStatusUpdateSchema = z.object({ id: z.uuid(), status: z.enum(projectStatuses) });
export type ProjectStatusUpdateInput = z.infer<typeof projectStatusUpdateSchema>;

export const projectIdSchema = z.object({ id: z.uuid() });

/** SPEC §4: conversion is offered only from these lead statuses. */
export const CONVERTIBLE_LEAD_STATUSES = ["qualified", "proposal"] as const satisfies readonly (typeof leadStatuses)[number][];
export const isConvertible = (status: string) => (CONVERTIBLE_LEAD_STATUSES as readonly string[]).includes(status);

/** SPEC §2 conversion form: the project fields without progress, status planning or in_progress. */
export const leadConversionSchema = z
  .object({
    leadId: z.uuid(),
    title: projectFields.title,
    status: z.enum(["planning", "in_progress"]),
    description: projectFields.description,
    clientName: projectFields.clientName,
    clientEmail: projectFields.clientEmail,
    startDate: dateField,
    endDate: dateField,
    fixedPrice: projectFields.fixedPrice,
    hourlyRate: projectFields.hourlyRate,
    estimatedHours: projectFields.estimatedHours,
    services: commaListField,
    deliverables: commaListField,
    notes: projectFields.notes,
  })
  .superRefine(endNotBeforeStart);

export type LeadConversionFormValues = z.input<typeof leadConversionSchema>;
export type LeadConversionInput = z.output<typeof leadConversionSchema>;

/** A number input that may be empty: "" -> null, else the number (NaN fails the schema). */
export const numberOrNull = (value: unknown) =>
  value === "" || value === null || value === undefined ? null : typeof value === "number" ? value : Number(value);
