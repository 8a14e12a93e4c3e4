"use server";

import { getDb } from "@/db/client";
import { adminAction } from "@/lib/authentication/action-clients";
import { idSchema } from "@/lib/forms/fields";
import { revalidateBackOffice } from "@/lib/safe-action";

import { projectUpdateFormSchema, projectUpdateIdSchema, projectUpdateVisibilitySchema } from "./updates-schema";
import { deleteProjectUpdate, listProjectUpdates, postProjectUpdate, setProjectUpdateVisibility } from "./updates-service";

/* Project updates from the project's details (owners and staff both work projects). */

export const listProjectUpdatesAction = adminAction.inputSchema(idSchema).action(async ({ parsedInput }) => {
  return listProjectUpdates(getDb(), parsedInput.id);
});

export const postProjectUpdateAction = adminAction.inputSchema(projectUpdateFormSchema).action(async ({ parsedInput, ctx }) => {
  const created = await postProjectUpdate(getDb(), parsedInput, ctx.admin.id);
  revalidateBackOffice();
  return created;
});

export const setProjectUpdateVisibilityAction = adminAction
  .inputSchema(projectUpdateVisibilitySchema)
  .action(async ({ parsedInput, ctx }) => {
    const result = await setProjectUpdateVisibility(getDb(), parsedInput, ctx.admin.id);
    if (result.changed) revalidateBackOffice();
    return result;
  });

export const deleteProjectUpdateAction = adminAction.inputSchema(projectUpdateIdSchema).action(async ({ parsedInput, ctx }) => {
  await deleteProjectUpdate(getDb(), parsedInput.id, ctx.admin.id);
  revalidateBackOffice();
});
