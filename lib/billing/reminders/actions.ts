"use server";

import { getDb } from "@/db/client";
import { ownerAction } from "@/lib/authentication/action-clients";
import { revalidateBackOffice } from "@/lib/safe-action";

import { reminderToggleSchema } from "./schema";
import { setInvoiceReminders } from "./service";

export const setInvoiceRemindersAction = ownerAction.inputSchema(reminderToggleSchema).action(async ({ parsedInput, ctx }) => {
  await setInvoiceReminders(getDb(), parsedInput.id, parsedInput.enabled, ctx.admin.id);
  revalidateBackOffice();
  return { enabled: parsedInput.enabled };
});
