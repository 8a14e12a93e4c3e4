import { z } from "zod";

import { recurringFrequencies, recurringStatuses, type RecurringStatus } from "@/db/enums";
import { isIsoDate } from "@/lib/dates";
import { optionalDateField, requiredDateField } from "@/lib/forms/fields";

import { frequencyLabels } from "./periods";

export { recurringFrequencies, recurringStatuses, type RecurringFrequency, type RecurringStatus } from "@/db/enums";

/** The 'Repeat' form and the Recurring list's actions. Pure. */

export const REPEAT_IN_PAST = "A retainer cannot start in the past.";

export const recurringFormSchema = z
  .object({
    invoiceId: z.uuid("Unknown invoice."),
    frequency: z.enum(recurringFrequencies, "Choose how often the invoice repeats."),
    startDate: requiredDateField("Start date"),
    /** Empty: forever. */
    endDate: optionalDateField,
    /** Each new invoice is mailed to the client at once; otherwise it waits as a draft. */
    autoSend: z.boolean(),
  })
  .superRefine((schedule, ctx) => {
    if (schedule.endDate && isIsoDate(schedule.startDate) && schedule.endDate < schedule.startDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "The end date cannot be before the start date." });
    }
  });

export type RecurringFormValues = z.input<typeof recurringFormSchema>;
export type RecurringFormInput = z.output<typeof recurringFormSchema>;

/** The form's schema on a given agency date: the start date must not be in the past. */
export const recurringFormSchemaFor = (today: string) =>
  recurringFormSchema.superRefine((schedule, ctx) => {
    if (isIsoDate(schedule.startDate) && schedule.startDate < today)
      ctx.addIssue({ code: "custom", path: ["startDate"], message: REPEAT_IN_PAST });
  });

export const recurringIdSchema = z.object({ id: z.uuid("Unknown retainer.") });

export const frequencyOptions = recurringFrequencies.map((value) => ({ value, label: frequencyLabels[value] }));

export const recurringStatusLabels: Record<RecurringStatus, string> = { active: "Active", paused: "Paused", ended: "Ended" };

export const recurringStatusOptions = recurringStatuses.map((value) => ({ value, label: recurringStatusLabels[value] }));
