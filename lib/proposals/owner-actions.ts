"use server";

import { getDb } from "@/db/client";
import { UserFacingError } from "@/lib/action-errors";
import { ownerAction } from "@/lib/authentication/action-clients";
import { linkSecretFrom } from "@/lib/billing/client-links/tokens";
import { senderOf } from "@/lib/billing/mail";
import { agencyToday } from "@/lib/dates/agency";
import { readEnv } from "@/lib/env";
import { revalidateBackOffice } from "@/lib/safe-action";

import { getProposalLink } from "./queries";
import { proposalIdSchema, proposalSendSchema } from "./schema";
import { PROPOSAL_NOT_FOUND, revokeProposalLink, sendProposal } from "./service";

/* What only owners may do with a proposal (issue: "Staff may draft; owners send"). */

export const sendProposalAction = ownerAction.inputSchema(proposalSendSchema).action(async ({ parsedInput, ctx }) => {
  const sent = await sendProposal(
    getDb(),
    parsedInput,
    { sender: senderOf(ctx.admin), performedBy: ctx.admin.id, linkSecret: linkSecretFrom(readEnv()) },
    agencyToday(),
  );
  revalidateBackOffice();
  return { status: sent.status, replaced: sent.replaced };
});

export const revokeProposalLinkAction = ownerAction.inputSchema(proposalIdSchema).action(async ({ parsedInput, ctx }) => {
  await revokeProposalLink(getDb(), parsedInput.id, ctx.admin.id);
  revalidateBackOffice();
});

/** 'Copy link': the client page's address, unsealed for the owner only when asked. */
export const getProposalLinkAction = ownerAction.inputSchema(proposalIdSchema).action(async ({ parsedInput }) => {
  const env = readEnv();
  const url = await getProposalLink(getDb(), parsedInput.id, { siteUrl: env.SITE_URL, linkSecret: env.SESSION_SECRET });
  if (url === undefined) throw new UserFacingError(PROPOSAL_NOT_FOUND);
  if (url === null) throw new UserFacingError("This proposal has no client link: it is made when the proposal is sent.");
  return { url };
});
