import { z } from "zod";

import type { BillingSettings } from "@/lib/billing/types";
import { addDays, isIsoDate } from "@/lib/dates";
import { hasAtMostTwoDecimals, wholeNumberField } from "@/lib/forms/fields";

/** The Billing settings form and its action. Pure. */

export const DEFAULT_BILLING_SETTINGS: BillingSettings = {
  remindersEnabled: true,
  reminderDays: [3, 10, 30],
  proposalValidDays: 30,
  proposalDepositPercent: 50,
  proposalReminderDays: 3,
  paymentTermsDays: null,
};

const reminderDay = (label: string) => wholeNumberField(label, 1, 365);

/** A whole number of days in a range, with one message that says the range in the form's words. */
const daysField = (message: string, min: number, max: number) => z.number(message).int(message).min(min, message).max(max, message);

export const PROPOSAL_VALID_DAYS_MESSAGE = "Proposals must be valid for 1 to 365 days.";
export const PROPOSAL_DEPOSIT_MESSAGE = "The deposit must be between 0 and 100 percent.";
export const PROPOSAL_DEPOSIT_DECIMALS_MESSAGE = "The deposit takes at most two decimals.";
export const PROPOSAL_REMINDER_DAYS_MESSAGE = "The reminder must be 0 to 60 days before a proposal expires.";
export const PAYMENT_TERMS_MESSAGE = "Payment terms must be 0 to 365 days, or blank.";

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
    paymentTermsDays: daysField(PAYMENT_TERMS_MESSAGE, 0, 365).nullable(),
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
  paymentTermsDays: settings.paymentTermsDays,
});

/** "3, 10 and 30 days after the due date". */
export function reminderScheduleText(days: readonly number[]): string {
  const list = days.length > 1 ? `${days.slice(0, -1).join(", ")} and ${days.at(-1)}` : String(days[0] ?? "");
  return `${list} days after the due date`;
}

/** "payment terms 30 days" or "no payment terms", for the settings' log entry. */
export const paymentTermsText = (days: number | null) => (days === null ? "no payment terms" : `payment terms ${days} days`);

/** A new invoice's due date: its issue date plus the payment terms, or blank without terms or a valid issue date. */
export const dueDateFromTerms = (issueDate: string, paymentTermsDays: number | null) =>
  paymentTermsDays === null || !isIsoDate(issueDate) ? "" : addDays(issueDate, paymentTermsDays);

/** "proposals valid 30 days, 50% deposit, reminder 3 days before expiry". */
export function proposalSettingsText(
  settings: Pick<BillingSettings, "proposalValidDays" | "proposalDepositPercent" | "proposalReminderDays">,
) {
  return `proposals valid ${settings.proposalValidDays} days, ${settings.proposalDepositPercent}% deposit, reminder ${settings.proposalReminderDays} days before expiry`;
}

/*
 * Online payment's keys, the 'Online payment' card of Billing Settings. A field left empty keeps
 * the key already saved, so the form never needs the stored value back.
 */

export const STRIPE_SECRET_KEY_MESSAGE = "A Stripe secret key starts with sk_ or rk_ (Stripe: Developers, API keys).";
export const STRIPE_WEBHOOK_SECRET_MESSAGE =
  "A webhook signing secret starts with whsec_ (Stripe: Developers, Webhooks, your endpoint, Signing secret).";

// Stripe's keys are one token of letters, digits and underscores; anything else is a paste gone wrong.
const keyField = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(500, message)
    .refine((value) => value === "" || pattern.test(value), message);

export const stripeKeysSchema = z.object({
  secretKey: keyField(/^(sk|rk)_[A-Za-z0-9_]{8,}$/, STRIPE_SECRET_KEY_MESSAGE),
  webhookSecret: keyField(/^whsec_[A-Za-z0-9_+/=]{8,}$/, STRIPE_WEBHOOK_SECRET_MESSAGE),
});

export type StripeKeysValues = z.input<typeof stripeKeysSchema>;
export type StripeKeysInput = z.output<typeof stripeKeysSchema>;

/** Which keys are saved already: an empty field keeps one, and the first save needs both. */
export type SavedKeys = { secretKey: boolean; webhookSecret: boolean };

export const ENTER_SECRET_KEY = "Enter the Stripe secret key.";
export const ENTER_WEBHOOK_SECRET = "Enter the webhook signing secret.";
export const NOTHING_TO_SAVE = "Enter a new key or signing secret to replace the saved one.";

/** What is missing from a save given the keys already saved, field by field (none: it can be saved). */
export function stripeKeysProblems(input: StripeKeysInput, saved: SavedKeys): { field: keyof StripeKeysInput; message: string }[] {
  const problems: { field: keyof StripeKeysInput; message: string }[] = [];
  if (!input.secretKey && !saved.secretKey) problems.push({ field: "secretKey", message: ENTER_SECRET_KEY });
  if (!input.webhookSecret && !saved.webhookSecret) problems.push({ field: "webhookSecret", message: ENTER_WEBHOOK_SECRET });
  if (problems.length === 0 && !input.secretKey && !input.webhookSecret) problems.push({ field: "secretKey", message: NOTHING_TO_SAVE });
  return problems;
}

/** The form's schema given the keys saved: the shared one plus stripeKeysProblems under their fields. */
export const stripeKeysSchemaFor = (saved: SavedKeys) =>
  stripeKeysSchema.superRefine((input, ctx) => {
    for (const problem of stripeKeysProblems(input, saved))
      ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
  });

/**
 * A key as the screen may show it: its kind and the last four characters ("sk_live_••••1234",
 * "whsec_••••abcd"). A short key shows its kind alone, never most of itself.
 */
export function maskKey(key: string): string {
  const kind = /^(?:(?:sk|rk)_(?:live|test)_|(?:sk|rk)_|whsec_)/.exec(key)?.[0] ?? "";
  const rest = key.slice(kind.length);
  return rest.length >= 12 ? `${kind}••••${rest.slice(-4)}` : `${kind}••••`;
}

/** What the 'Online payment' card shows: where the keys come from, masked, and how to set up the webhook. */
export type OnlinePaymentSetup = {
  source: "environment" | "settings" | null;
  secretKey: string | null;
  webhookSecret: string | null;
  /** The endpoint to paste into Stripe, and the events to select there. */
  webhookUrl: string;
  events: readonly string[];
  /** No Stripe keys, and the demo's built-in test payments provider takes card payments instead (TEST_PAYMENTS). */
  testPayments: boolean;
};
