import { z } from "zod";

import type { BillingSettings } from "@/lib/billing/types";
import { wholeNumberField } from "@/lib/forms/fields";

/** The Billing settings form and its action. Pure. */

export const DEFAULT_BILLING_SETTINGS: BillingSettings = { remindersEnabled: true, reminderDays: [3, 10, 30] };

const reminderDay = (label: string) => wholeNumberField(label, 1, 365);

export const billingSettingsSchema = z
  .object({
    remindersEnabled: z.boolean(),
    firstReminder: reminderDay("First reminder"),
    secondReminder: reminderDay("Second reminder"),
    thirdReminder: reminderDay("Third reminder"),
  })
  .superRefine((settings, ctx) => {
    if (settings.secondReminder <= settings.firstReminder) {
      ctx.addIssue({ code: "custom", path: ["secondReminder"], message: "Must come after the first reminder." });
    }
    if (settings.thirdReminder <= settings.secondReminder) {
      ctx.addIssue({ code: "custom", path: ["thirdReminder"], message: "Must come after the second reminder." });
    }
  });

export type BillingSettingsValues = z.input<typeof billingSettingsSchema>;
export type BillingSettingsInput = z.output<typeof billingSettingsSchema>;

export const settingsFormValues = (settings: BillingSettings): BillingSettingsValues => ({
  remindersEnabled: settings.remindersEnabled,
  firstReminder: settings.reminderDays[0] ?? 3,
  secondReminder: settings.reminderDays[1] ?? 10,
  thirdReminder: settings.reminderDays[2] ?? 30,
});

/** "3, 10 and 30 days after the due date". */
export function reminderScheduleText(days: readonly number[]): string {
  const list = days.length > 1 ? `${days.slice(0, -1).join(", ")} and ${days.at(-1)}` : String(days[0] ?? "");
  return `${list} days after the due date`;
}
