"use server";

import { z } from "zod";

import { getDb } from "@/db/client";
import { ownerAction } from "@/lib/authentication/action-clients";
import { MAX_QUERY_LENGTH } from "@/lib/list/params";
import { revalidateBackOffice } from "@/lib/safe-action";

import { listClientChoices } from "./record-queries";
import { clientMergeSchema } from "./record-schema";
import { mergeClients } from "./records-service";

/*
 * The Clients section is open to staff, but these are the owners' (merging moves invoices): built
 * on ownerAction, and tests/integration/owner-only.test.ts holds every `owner-actions.ts` to it.
 */

export const mergeClientsAction = ownerAction.inputSchema(clientMergeSchema).action(async ({ parsedInput, ctx }) => {
  const result = await mergeClients(getDb(), parsedInput, ctx.admin.id);
  revalidateBackOffice();
  return result;
});

/** The merge dialog's picker: a few clients other than this one, by name, company or email. */
export const searchMergeCandidatesAction = ownerAction
  .inputSchema(z.object({ clientId: z.uuid(), q: z.string().max(MAX_QUERY_LENGTH) }))
  .action(async ({ parsedInput }) => listClientChoices(getDb(), parsedInput.q, parsedInput.clientId));
