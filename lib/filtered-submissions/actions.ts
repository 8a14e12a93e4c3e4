"use server";

import { getDb } from "@/db/client";
import { UserFacingError } from "@/lib/action-errors";
import { adminAction } from "@/lib/authentication/action-clients";
import { readEnv } from "@/lib/env";
import { revalidateBackOffice } from "@/lib/safe-action";

import { getFilteredSubmission } from "./queries";
import { FILTERED_GONE, filteredIdSchema } from "./schema";
import { deleteFilteredSubmission, markNotSpam } from "./service";

/** The details dialog's read: every field and the whole message. Owners and staff. */
export const getFilteredSubmissionAction = adminAction.inputSchema(filteredIdSchema).action(async ({ parsedInput }) => {
  const details = await getFilteredSubmission(getDb(), parsedInput.id);
  if (!details) throw new UserFacingError(FILTERED_GONE);
  return details;
});

export const markNotSpamAction = adminAction.inputSchema(filteredIdSchema).action(async ({ parsedInput, ctx }) => {
  const lead = await markNotSpam(getDb(), parsedInput.id, ctx.admin.id, readEnv());
  revalidateBackOffice();
  return lead;
});

export const deleteFilteredSubmissionAction = adminAction.inputSchema(filteredIdSchema).action(async ({ parsedInput, ctx }) => {
  await deleteFilteredSubmission(getDb(), parsedInput.id, ctx.admin.id);
  revalidateBackOffice();
});
