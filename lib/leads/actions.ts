"use server";

import { revalidatePath } from "next/cache";

import { getDb } from "@/db/client";
import { UserFacingError } from "@/lib/action-errors";
import { leadConversionSchema } from "@/lib/projects/schema";
import { readEnv } from "@/lib/env";
import { adminAction } from "@/lib/safe-action";

import { leadEditSchema, leadIdSchema, leadStatusUpdateSchema } from "./admin-schema";
import { listBoardColumnPage } from "./board-queries";
import { boardColumnPageSchema } from "./board-schema";
import { mergeLeadIntoOriginal } from "./merge";
import { getLeadDetails } from "./queries";
import { convertLeadToProject, deleteLead, LEAD_GONE, updateLead, updateLeadStatus } from "./service";

const DASHBOARD = "/admin/dashboard";

export const updateLeadStatusAction = adminAction.inputSchema(leadStatusUpdateSchema).action(async ({ parsedInput, ctx }) => {
  const lead = await updateLeadStatus(getDb(), parsedInput, ctx.admin.id);
  revalidatePath(DASHBOARD);
  return { status: lead.status };
});

export const updateLeadAction = adminAction.inputSchema(leadEditSchema).action(async ({ parsedInput, ctx }) => {
  await updateLead(getDb(), parsedInput, ctx.admin.id);
  revalidatePath(DASHBOARD);
});

export const deleteLeadAction = adminAction.inputSchema(leadIdSchema).action(async ({ parsedInput, ctx }) => {
  await deleteLead(getDb(), parsedInput.id, ctx.admin.id);
  revalidatePath(DASHBOARD);
});

export const convertLeadToProjectAction = adminAction.inputSchema(leadConversionSchema).action(async ({ parsedInput, ctx }) => {
  const project = await convertLeadToProject(getDb(), parsedInput, ctx.admin.id);
  revalidatePath(DASHBOARD);
  return { projectId: project.id, title: project.title };
});

/** The details dialog's read: every field and the lead's history. */
export const getLeadDetailsAction = adminAction.inputSchema(leadIdSchema).action(async ({ parsedInput }) => {
  const details = await getLeadDetails(getDb(), parsedInput.id);
  if (!details) throw new UserFacingError(LEAD_GONE);
  return details;
});

/** Issue 11: merges a duplicate into its original (the root of its duplicate chain). */
export const mergeLeadAction = adminAction.inputSchema(leadIdSchema).action(async ({ parsedInput, ctx }) => {
  const result = await mergeLeadIntoOriginal(getDb(), parsedInput.id, ctx.admin.id, { timeZone: readEnv().AGENCY_TIMEZONE });
  revalidatePath(DASHBOARD);
  return { originalId: result.originalId, originalName: result.originalName };
});

/** The board's 'Load more': one column's next page under the board's search and source filter. */
export const loadBoardColumnAction = adminAction.inputSchema(boardColumnPageSchema).action(async ({ parsedInput }) => {
  return listBoardColumnPage(getDb(), parsedInput);
});
