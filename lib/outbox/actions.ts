"use server";

import { getDb } from "@/db/client";
import { ownerAction } from "@/lib/authentication/action-clients";
import { idSchema } from "@/lib/forms/fields";
import { revalidateBackOffice } from "@/lib/safe-action";

import { retryAllFailedMail, retryMail } from "./service";

/** The Outbox's 'Retry' on a failed mail. */
export const retryMailAction = ownerAction.inputSchema(idSchema).action(async ({ parsedInput, ctx }) => {
  await retryMail(getDb(), parsedInput.id, ctx.admin.id);
  revalidateBackOffice();
  return { ok: true as const };
});

/** The Outbox's 'Retry all failed'. */
export const retryAllFailedMailAction = ownerAction.action(async ({ ctx }) => {
  const queued = await retryAllFailedMail(getDb(), ctx.admin.id);
  revalidateBackOffice();
  return { queued };
});
