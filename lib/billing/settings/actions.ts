"use server";

import { getDb } from "@/db/client";
import { ownerAction } from "@/lib/authentication/action-clients";
import { revalidateBackOffice } from "@/lib/safe-action";

import { billingSettingsSchema } from "./schema";
import { updateBillingSettings } from "./service";

export const updateBillingSettingsAction = ownerAction.inputSchema(billingSettingsSchema).action(async ({ parsedInput, ctx }) => {
  const settings = await updateBillingSettings(getDb(), parsedInput, ctx.admin.id);
  revalidateBackOffice();
  return settings;
});
