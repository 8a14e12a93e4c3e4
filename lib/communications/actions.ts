"use server";

import { getDb } from "@/db/client";
import { UserFacingError } from "@/lib/action-errors";
import { DraftProviderError, getDraftProvider } from "@/lib/ai/draft";
import { adminAction } from "@/lib/authentication/action-clients";
import { readEnv } from "@/lib/env";
import { logger } from "@/lib/log";
import { revalidateBackOffice } from "@/lib/safe-action";

import { withDeliveryState } from "./delivery";
import { getCommunicationDetails, searchRelationOptions } from "./queries";
import {
  communicationFormSchema,
  communicationIdSchema,
  communicationVisibilitySchema,
  enhanceDraftSchema,
  relationSearchSchema,
} from "./schema";
import {
  authorOf,
  COMMUNICATION_GONE,
  createCommunication,
  deleteCommunication,
  draftWithAi,
  markCommunicationRead,
  retryCommunicationEmail,
} from "./service";
import { setCommunicationVisibility } from "./sharing-service";

const log = logger("communications.enhance");

export const createCommunicationAction = adminAction.inputSchema(communicationFormSchema).action(async ({ parsedInput, ctx }) => {
  const created = await createCommunication(getDb(), parsedInput, authorOf(ctx.admin), readEnv());
  revalidateBackOffice();
  return { id: created.id };
});

/** The view dialog's read: the whole communication with its relation, author and delivery. */
export const getCommunicationAction = adminAction.inputSchema(communicationIdSchema).action(async ({ parsedInput }) => {
  const details = await getCommunicationDetails(getDb(), parsedInput.id);
  if (!details) throw new UserFacingError(COMMUNICATION_GONE);
  return withDeliveryState(details, readEnv());
});

/** SPEC §4: opening an unread communication marks it read; the list re-renders when it changed. */
export const markCommunicationReadAction = adminAction.inputSchema(communicationIdSchema).action(async ({ parsedInput, ctx }) => {
  const changed = await markCommunicationRead(getDb(), parsedInput.id, ctx.admin.id);
  if (changed) revalidateBackOffice();
  return { changed };
});

export const deleteCommunicationAction = adminAction.inputSchema(communicationIdSchema).action(async ({ parsedInput, ctx }) => {
  await deleteCommunication(getDb(), parsedInput.id, ctx.admin.id);
  revalidateBackOffice();
});

export const retryCommunicationEmailAction = adminAction.inputSchema(communicationIdSchema).action(async ({ parsedInput, ctx }) => {
  await retryCommunicationEmail(getDb(), parsedInput.id, ctx.admin.id);
  revalidateBackOffice();
});

/** 'Enhance with AI': the draft replaces the form's content (SPEC §7 generate-ai-response). */
export const enhanceDraftAction = adminAction.inputSchema(enhanceDraftSchema).action(async ({ parsedInput, ctx }) => {
  try {
    const content = await draftWithAi(getDb(), getDraftProvider(readEnv()), parsedInput, authorOf(ctx.admin));
    return { content };
  } catch (error) {
    if (error instanceof DraftProviderError) {
      log.error({ reason: error.message }, "the AI provider failed");
      throw new UserFacingError("Failed to generate AI response.");
    }
    throw error;
  }
});

/** The related lead / project pickers: the newest matches for the typed text, at most 20. */
export const searchRelationOptionsAction = adminAction.inputSchema(relationSearchSchema).action(async ({ parsedInput }) => {
  return searchRelationOptions(getDb(), parsedInput.kind, parsedInput.q);
});

/** The view dialog's and the client page's share / unshare toggle (refused for notes and communications with no client). */
export const setCommunicationVisibilityAction = adminAction
  .inputSchema(communicationVisibilitySchema)
  .action(async ({ parsedInput, ctx }) => {
    const result = await setCommunicationVisibility(getDb(), parsedInput, ctx.admin.id);
    if (result.changed) revalidateBackOffice();
    return result;
  });
