"use server";

import { z } from "zod";

import { getDb } from "@/db/client";
import { UserFacingError } from "@/lib/action-errors";
import { adminAction } from "@/lib/authentication/action-clients";
import { readEnv } from "@/lib/env";
import { leadConversionSchema } from "@/lib/projects/schema";
import { revalidateBackOffice } from "@/lib/safe-action";

import { listBoardColumnPage } from "./board-queries";
import { boardColumnPageSchema } from "./board-schema";
import { mergeLeadIntoOriginal } from "./merge";
import { getLeadDetails } from "./queries";
import { leadEditSchema, leadIdSchema, leadStatusUpdateSchema } from "./schema";
import { conversionClientPlan, convertLeadToProject, deleteLead, LEAD_GONE, updateLead, updateLeadStatus } from "./service";

export const updateLeadStatusAction = adminAction.inputSchema(leadStatusUpdateSchema).action(async ({ parsedInput, ctx }) => {
  const lead = await updateLeadStatus(getDb(), parsedInput, ctx.admin.id);
  revalidateBackOffice();
  return { status: lead.status };
});

/** The edit dialog's action, bound to the lead's id: `updateLeadAction.bind(null, id)`. */
export const updateLeadAction = adminAction
  .bindArgsSchemas([z.uuid()])
  .inputSchema(leadEditSchema)
  .action(async ({ parsedInput, bindArgsParsedInputs: [id], ctx }) => {
    await updateLead(getDb(), { ...parsedInput, id }, ctx.admin.id);
    revalidateBackOffice();
  });

export const deleteLeadAction = adminAction.inputSchema(leadIdSchema).action(async ({ parsedInput, ctx }) => {
  await deleteLead(getDb(), parsedInput.id, ctx.admin.id);
  revalidateBackOffice();
});

export const convertLeadToProjectAction = adminAction.inputSchema(leadConversionSchema).action(async ({ parsedInput, ctx }) => {
  const project = await convertLeadToProject(getDb(), parsedInput, ctx.admin.id);
  revalidateBackOffice();
  return { projectId: project.id, title: project.title };
});

/** The convert dialog's line about the client: linked to an existing one, or made from the lead. */
export const getConversionClientAction = adminAction.inputSchema(leadIdSchema).action(async ({ parsedInput }) => {
  return conversionClientPlan(getDb(), parsedInput.id);
});

/** The details dialog's read: every field and the lead's history. */
export const getLeadDetailsAction = adminAction.inputSchema(leadIdSchema).action(async ({ parsedInput }) => {
  const details = await getLeadDetails(getDb(), parsedInput.id);
  if (!details) throw new UserFacingError(LEAD_GONE);
  return details;
});

/** Merges a duplicate into its original (the root of its duplicate chain). */
export const mergeLeadAction = adminAction.inputSchema(leadIdSchema).action(async ({ parsedInput, ctx }) => {
  const result = await mergeLeadIntoOriginal(getDb(), parsedInput.id, ctx.admin.id, { timeZone: readEnv().AGENCY_TIMEZONE });
  revalidateBackOffice();
  return { originalId: result.originalId, originalName: result.originalName };
});

/** The board's 'Load more': one column's next page under the board's search and source filter. */
export const loadBoardColumnAction = adminAction.inputSchema(boardColumnPageSchema).action(async ({ parsedInput }) => {
  return listBoardColumnPage(getDb(), parsedInput);
});
