import { z } from "zod";

import type { BillingSettings } from "@/lib/billing/types";
import { hasAtMostTwoDecimals, wholeNumberField } from "@/lib/forms/fields";

/** The Billing settings form and its action. Pure. */

export const DEFAULT_BILLING_SETTINGS: BillingSettings = {
  remindersEnabled: true,
  reminderDays: [3, 10, 30],
  proposalValidDays: 30,
  proposalDepositPercent: 50,
  proposalReminderDays: 3,
};

const reminderDay = (label: string) => wholeNumberField(label, 1, 365);

/** A whole number of days in a range, with one message that says the range in the form's words. */
const daysField = (message: string, min: number, max: number) => z.number(message).int(message).min(min, message).max(max, message);

export const PROPOSAL_VALID_DAYS_MESSAGE = "Proposals must be valid for 1 to 365 days.";
export const PROPOSAL_DEPOSIT_MESSAGE = "The deposit must be between 0 and 100 percent.";
export const PROPOSAL_DEPOSIT_DECIMALS_MESSAGE = "The deposit takes at most two decimals.";
export const PROPOSAL_REMINDER_DAYS_MESSAGE = "The reminder must be 0 to 60 days before a proposal expires.";

export const billingSettingsSchema = z
  .object({
    remindersEnabled: z.boolean(),
    firstReminder: reminderDay("First reminder"),
    secondReminder: reminderDay("Second reminder"),
    thirdReminder: reminderDay("Third reminder"),
    // The columns' CHECK constraints hold the same ranges (migration 0022).
    proposalValidDays: daysField(PROPOSAL_VALID_DAYS_MESSAGE, 1, 365),
    proposalDepositPercent: z
      .number(PROPOSAL_DEPOSIT_MESSAGE)
      .min(0, PROPOSAL_DEPOSIT_MESSAGE)
      .max(100, PROPOSAL_DEPOSIT_MESSAGE)
      .refine(hasAtMostTwoDecimals, PROPOSAL_DEPOSIT_DECIMALS_MESSAGE),
    proposalReminderDays: daysField(PROPOSAL_REMINDER_DAYS_MESSAGE, 0, 60),
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
  proposalValidDays: settings.proposalValidDays,
  proposalDepositPercent: settings.proposalDepositPercent,
  proposalReminderDays: settings.proposalReminderDays,
});

/** "3, 10 and 30 days after the due date". */
export function reminderScheduleText(days: readonly number[]): string {
  const list = days.length > 1 ? `${days.slice(0, -1).join(", ")} and ${days.at(-1)}` : String(days[0] ?? "");
  return `${list} days after the due date`;
}

/** "proposals valid 30 days, 50% deposit, reminder 3 days before expiry". */
export function proposalSettingsText(
  settings: Pick<BillingSettings, "proposalValidDays" | "proposalDepositPercent" | "proposalReminderDays">,
) {
  return `proposals valid ${settings.proposalValidDays} days, ${settings.proposalDepositPercent}% deposit, reminder ${settings.proposalReminderDays} days before expiry`;
}
