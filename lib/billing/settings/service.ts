import { sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { billingSettings } from "@/db/schema";
import { changedFields } from "@/lib/activity/changes";
import { logActivity } from "@/lib/activity/log";
import type { BillingSettings } from "@/lib/billing/types";

import { settingsColumns, toBillingSettings } from "./queries";
import {
  DEFAULT_BILLING_SETTINGS,
  paymentTermsText,
  proposalSettingsText,
  reminderScheduleText,
  type BillingSettingsInput,
} from "./schema";

/** Saves the settings in one transaction with its log entry; the table holds one row at most. */
export async function updateBillingSettings(db: Db, input: BillingSettingsInput, performedBy: string | null): Promise<BillingSettings> {
  const settings: BillingSettings = {
    remindersEnabled: input.remindersEnabled,
    reminderDays: [input.firstReminder, input.secondReminder, input.thirdReminder],
    proposalValidDays: input.proposalValidDays,
    proposalDepositPercent: input.proposalDepositPercent,
    proposalReminderDays: input.proposalReminderDays,
    paymentTermsDays: input.paymentTermsDays,
  };
  return db.transaction(async (tx) => {
    // The singleton index makes a second insert a no-op, so two first saves cannot make two rows.
    await tx.insert(billingSettings).values({}).onConflictDoNothing();
    const [before] = await tx.select(settingsColumns).from(billingSettings).for("update");
    const [row] = await tx
      .update(billingSettings)
      .set({
        ...settings,
        proposalDepositPercent: settings.proposalDepositPercent.toFixed(2),
        updatedBy: performedBy,
        updatedAt: sql`now()`,
      })
      .returning({ id: billingSettings.id });
    const reminders = settings.remindersEnabled
      ? `Payment reminders on, ${reminderScheduleText(settings.reminderDays)}`
      : "Payment reminders off";
    await logActivity(tx, {
      entityType: "billing_settings",
      entityId: row!.id,
      entityName: "Billing settings",
      action: "updated",
      description: `${reminders}; ${paymentTermsText(settings.paymentTermsDays)}; ${proposalSettingsText(settings)}`,
      performedBy,
      changes: changedFields(before ? toBillingSettings(before) : DEFAULT_BILLING_SETTINGS, settings),
    });
    return settings;
  });
}
