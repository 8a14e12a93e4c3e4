"use server";

import { getDb } from "@/db/client";
import { adminAction } from "@/lib/authentication/action-clients";
import { agencyToday } from "@/lib/dates/agency";
import { revalidateBackOffice } from "@/lib/safe-action";

import { followUpIdSchema, followUpSnoozeSchema } from "./schema";
import { completeFollowUp, snoozeFollowUp } from "./service";

export const completeFollowUpAction = adminAction.inputSchema(followUpIdSchema).action(async ({ parsedInput, ctx }) => {
  await completeFollowUp(getDb(), parsedInput.id, ctx.admin.id);
  revalidateBackOffice();
  return { done: true };
});

// The schema is built per request: "not in the past" is judged by the agency's date now.
export const snoozeFollowUpAction = adminAction
  .inputSchema(async () => followUpSnoozeSchema(agencyToday()))
  .action(async ({ parsedInput, ctx }) => {
    const lead = await snoozeFollowUp(getDb(), parsedInput, ctx.admin.id);
    revalidateBackOffice();
    return { date: lead.date };
  });
