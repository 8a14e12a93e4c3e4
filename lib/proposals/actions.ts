"use server";

import { z } from "zod";

import { getDb } from "@/db/client";
import { UserFacingError } from "@/lib/action-errors";
import { DraftProviderError, getDraftProvider } from "@/lib/ai/draft";
import { adminAction } from "@/lib/authentication/action-clients";
import { authorOf, draftWithAi } from "@/lib/communications/service";
import { agencyToday } from "@/lib/dates/agency";
import { readEnv } from "@/lib/env";
import { logger } from "@/lib/log";
import { revalidateBackOffice } from "@/lib/safe-action";

import { proposalEnhanceSchema, proposalFormSchema, proposalIdSchema } from "./schema";
import { createProposal, deleteProposalDraft, reviseProposal, updateProposal } from "./service";

/*
 * The drafting steps, open to staff and owners (the Proposals section is not owner-only); sending,
 * revoking and copying the client link are the owners' (./owner-actions.ts).
 */

const log = logger("proposals.enhance");

export const createProposalAction = adminAction.inputSchema(proposalFormSchema).action(async ({ parsedInput, ctx }) => {
  const created = await createProposal(getDb(), parsedInput, ctx.admin.id, agencyToday());
  revalidateBackOffice();
  return { id: created.id, proposalNumber: created.proposalNumber };
});

/** The editor's save of a draft, bound to its id: `updateProposalAction.bind(null, id)`. */
export const updateProposalAction = adminAction
  .bindArgsSchemas([z.uuid()])
  .inputSchema(proposalFormSchema)
  .action(async ({ parsedInput, bindArgsParsedInputs: [id], ctx }) => {
    await updateProposal(getDb(), id, parsedInput, ctx.admin.id);
    revalidateBackOffice();
    return { id };
  });

export const deleteProposalDraftAction = adminAction.inputSchema(proposalIdSchema).action(async ({ parsedInput, ctx }) => {
  await deleteProposalDraft(getDb(), parsedInput.id, ctx.admin.id);
  revalidateBackOffice();
});

export const reviseProposalAction = adminAction.inputSchema(proposalIdSchema).action(async ({ parsedInput, ctx }) => {
  const revision = await reviseProposal(getDb(), parsedInput.id, ctx.admin.id, agencyToday());
  revalidateBackOffice();
  return { id: revision.id, version: revision.version };
});

/** 'Enhance with AI' on the introduction: the Communications form's drafting, with the lead as context. */
export const enhanceProposalIntroductionAction = adminAction.inputSchema(proposalEnhanceSchema).action(async ({ parsedInput, ctx }) => {
  try {
    const content = await draftWithAi(
      getDb(),
      getDraftProvider(readEnv()),
      {
        content: parsedInput.introduction,
        type: "email",
        leadId: parsedInput.leadId,
        projectId: null,
        toEmail: parsedInput.recipientEmail,
      },
      authorOf(ctx.admin),
    );
    return { content };
  } catch (error) {
    if (error instanceof DraftProviderError) {
      log.error({ reason: error.message }, "the AI provider failed");
      throw new UserFacingError("Failed to generate AI response.");
    }
    throw error;
  }
});
