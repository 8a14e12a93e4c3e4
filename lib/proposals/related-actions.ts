"use server";

import { z } from "zod";

import { getDb } from "@/db/client";
import { adminAction } from "@/lib/authentication/action-clients";

import { listProposalsForLead } from "./related-queries";

/**
 * The lead details' Proposals block, read when the dialog opens so the Leads list carries nothing
 * of it. Open to staff, who draft proposals.
 */
export const listLeadProposalsAction = adminAction
  .inputSchema(z.object({ leadId: z.uuid("Unknown lead.") }))
  .action(async ({ parsedInput }) => listProposalsForLead(getDb(), parsedInput.leadId));
