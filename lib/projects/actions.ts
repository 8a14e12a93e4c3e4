"use server";

import { revalidatePath } from "next/cache";

import { getDb } from "@/db/client";
import { adminAction } from "@/lib/safe-action";

import { projectCreateSchema, projectIdSchema, projectStatusUpdateSchema, projectUpdateSchema } from "./schema";
import { createProject, deleteProject, updateProject, updateProjectStatus } from "./service";

const DASHBOARD = "/admin/dashboard";

export const createProjectAction = adminAction.inputSchema(projectCreateSchema).action(async ({ parsedInput, ctx }) => {
  const project = await createProject(getDb(), parsedInput, ctx.admin.id);
  revalidatePath(DASHBOARD);
  return { id: project.id };
});

export const updateProjectAction = adminAction.inputSchema(projectUpdateSchema).action(async ({ parsedInput, ctx }) => {
  await updateProject(getDb(), parsedInput, ctx.admin.id);
  revalidatePath(DASHBOARD);
});

export const updateProjectStatusAction = adminAction.inputSchema(projectStatusUpdateSchema).action(async ({ parsedInput, ctx }) => {
  await updateProjectStatus(getDb(), parsedInput, ctx.admin.id);
  revalidatePath(DASHBOARD);
});

export const deleteProjectAction = adminAction.inputSchema(projectIdSchema).action(async ({ parsedInput, ctx }) => {
  await deleteProject(getDb(), parsedInput.id, ctx.admin.id);
  revalidatePath(DASHBOARD);
});
