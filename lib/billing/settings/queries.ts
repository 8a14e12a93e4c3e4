import type { Db } from "@/db/client";
import { billingSettings } from "@/db/schema";
import type { BillingSettings } from "@/lib/billing/types";

import { DEFAULT_BILLING_SETTINGS } from "./schema";

/*
 * No "server-only" marker: the job worker (plain Node) reads the reminder settings.
 */

/** The columns the settings are read from; the deposit is numeric(5,2) text in the database. */
export const settingsColumns = {
  remindersEnabled: billingSettings.remindersEnabled,
  reminderDays: billingSettings.reminderDays,
  proposalValidDays: billingSettings.proposalValidDays,
  proposalDepositPercent: billingSettings.proposalDepositPercent,
  proposalReminderDays: billingSettings.proposalReminderDays,
  paymentTermsDays: billingSettings.paymentTermsDays,
};

/** The stored row as the app uses it: the deposit as a number. */
export function toBillingSettings(
  row: Omit<BillingSettings, "proposalDepositPercent"> & { proposalDepositPercent: string },
): BillingSettings {
  return { ...row, proposalDepositPercent: Number(row.proposalDepositPercent) };
}

/**
 * The Billing settings: the stored row, or the defaults (reminders on, at 3, 10 and 30 days;
 * proposals valid 30 days, 50% deposit, reminded 3 days before they expire) before any save.
 */
export async function getBillingSettings(db: Db): Promise<BillingSettings> {
  const [row] = await db.select(settingsColumns).from(billingSettings);
  return row ? toBillingSettings(row) : DEFAULT_BILLING_SETTINGS;
}

/** The three proposal settings alone, for the proposal editor's defaults and the reminder job. */
export async function getProposalSettings(
  db: Db,
): Promise<Pick<BillingSettings, "proposalValidDays" | "proposalDepositPercent" | "proposalReminderDays">> {
  const { proposalValidDays, proposalDepositPercent, proposalReminderDays } = await getBillingSettings(db);
  return { proposalValidDays, proposalDepositPercent, proposalReminderDays };
}
