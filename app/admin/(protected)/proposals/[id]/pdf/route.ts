import { z } from "zod";

import { getDb } from "@/db/client";
import { withAdmin } from "@/lib/authentication/route-guards";
import { readEnv } from "@/lib/env";
import { jsonError } from "@/lib/http";
import { logger } from "@/lib/log";
import { getProposalDocument } from "@/lib/proposals/client-page";
import { proposalPdfResponse } from "@/lib/proposals/pdf";

type Context = { params: Promise<{ id: string }> };

const NOT_FOUND = "No proposal has this id.";
const log = logger("admin.proposal-pdf");

/*
 * GET /admin/proposals/<id>/pdf. In a route group of its own so the download is not a section folder
 * (tests/unit/owner-sections.test.ts: every folder under (protected) is a section with its page).
 */

/**
 * The proposal as application/pdf for the back office (staff draft proposals, so both roles may
 * read it); 401 without a session, 404 for an unknown id, 503 when the database or renderer fails.
 */
export const GET = withAdmin<Context>(async (_request, context) => {
  const { id } = await context.params;
  // Anything that is not a uuid cannot name a proposal (and must not reach PostgreSQL as one).
  if (!z.uuid().safeParse(id).success) return jsonError(404, NOT_FOUND);
  let proposal: Awaited<ReturnType<typeof getProposalDocument>>;
  try {
    proposal = await getProposalDocument(getDb(), id);
  } catch (error) {
    log.error({ err: error, proposalId: id }, "the proposal could not be read");
    return jsonError(503, "The proposal could not be read right now. Please try again in a moment.");
  }
  if (!proposal) return jsonError(404, NOT_FOUND);
  return proposalPdfResponse(getDb(), proposal, readEnv().AGENCY_TIMEZONE);
});
