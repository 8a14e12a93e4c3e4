"use server";

import { z } from "zod";

import { getDb } from "@/db/client";
import { UNKNOWN_RECORD, UserFacingError } from "@/lib/action-errors";
import { adminAction } from "@/lib/authentication/action-clients";
import { idSchema } from "@/lib/forms/fields";
import { revalidateBackOffice } from "@/lib/safe-action";

import { getProjectHistory, getProjectParticulars } from "./queries";
import { projectFormSchema, projectStatusUpdateSchema } from "./schema";
import { createProject, deleteProject, updateProject, updateProjectStatus } from "./service";

export const createProjectAction = adminAction.inputSchema(projectFormSchema).action(async ({ parsedInput, ctx }) => {
  const project = await createProject(getDb(), parsedInput, ctx.admin.id);
  revalidateBackOffice();
  return { id: project.id };
});

/** The edit form's action, bound to the project's id: `updateProjectAction.bind(null, id)`. */
export const updateProjectAction = adminAction
  .bindArgsSchemas([z.uuid()])
  .inputSchema(projectFormSchema)
  .action(async ({ parsedInput, bindArgsParsedInputs: [id], ctx }) => {
    await updateProject(getDb(), { ...parsedInput, id }, ctx.admin.id);
    revalidateBackOffice();
    return { id };
  });

export const updateProjectStatusAction = adminAction.inputSchema(projectStatusUpdateSchema).action(async ({ parsedInput, ctx }) => {
  await updateProjectStatus(getDb(), parsedInput, ctx.admin.id);
  revalidateBackOffice();
});

export const deleteProjectAction = adminAction.inputSchema(idSchema).action(async ({ parsedInput, ctx }) => {
  await deleteProject(getDb(), parsedInput.id, ctx.admin.id);
  revalidateBackOffice();
});

/** The details dialog's history: the project's audit entries and communications, newest first. */
export const getProjectHistoryAction = adminAction.inputSchema(idSchema).action(async ({ parsedInput }) => {
  return getProjectHistory(getDb(), parsedInput.id);
});

/** What the details and the edit form load when they open: the fields the list row leaves out. */
export const getProjectParticularsAction = adminAction.inputSchema(idSchema).action(async ({ parsedInput }) => {
  const particulars = await getProjectParticulars(getDb(), parsedInput.id);
  if (!particulars) throw new UserFacingError(UNKNOWN_RECORD);
  return particulars;
});
