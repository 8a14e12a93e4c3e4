"use server";

import { getDb } from "@/db/client";
import { adminAction } from "@/lib/authentication/action-clients";
import { readEnv } from "@/lib/env";
import { revalidateBackOffice } from "@/lib/safe-action";

import { previewLeadImport } from "./preview";
import { importIdSchema, importPreviewSchema, importRunSchema } from "./schema";
import { discardLeadImport, runLeadImport } from "./service";
import { undoLeadImport } from "./undo";

/** The mapping step's 'Preview': checks every row with the chosen mapping; writes no lead. */
export const previewLeadImportAction = adminAction.inputSchema(importPreviewSchema).action(async ({ parsedInput, ctx }) => {
  const preview = await previewLeadImport(getDb(), parsedInput, ctx.admin.id);
  revalidateBackOffice();
  return preview;
});

/** The preview's 'Import': every valid row, in one transaction. */
export const runLeadImportAction = adminAction.inputSchema(importRunSchema).action(async ({ parsedInput, ctx }) => {
  const result = await runLeadImport(getDb(), parsedInput, ctx.admin.id, { timeZone: readEnv().AGENCY_TIMEZONE });
  revalidateBackOffice();
  return result;
});

/** 'Undo import' on the list of recent imports. */
export const undoLeadImportAction = adminAction.inputSchema(importIdSchema).action(async ({ parsedInput, ctx }) => {
  const outcome = await undoLeadImport(getDb(), parsedInput.importId, ctx.admin.id);
  revalidateBackOffice();
  return outcome;
});

/** 'Cancel import': forgets an upload that was not imported. */
export const discardLeadImportAction = adminAction.inputSchema(importIdSchema).action(async ({ parsedInput, ctx }) => {
  await discardLeadImport(getDb(), parsedInput.importId, ctx.admin.id);
  revalidateBackOffice();
});
