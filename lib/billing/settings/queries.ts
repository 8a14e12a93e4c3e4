import type { Db } from "@/db/client";
import { billingSettings } from "@/db/schema";
import type { BillingSettings } from "@/lib/billing/types";

import { DEFAULT_BILLING_SETTINGS } from "./schema";

/*
 * No "server-only" marker: the job worker (plain Node) reads the reminder settings.
 */

/** The Billing settings: the stored row, or the defaults (reminders on, at 3, 10 and 30 days) before any save. */
export async function getBillingSettings(db: Db): Promise<BillingSettings> {
  const [row] = await db
    .select({ remindersEnabled: billingSettings.remindersEnabled, reminderDays: billingSettings.reminderDays })
    .from(billingSettings);
  return row ?? DEFAULT_BILLING_SETTINGS;
}
