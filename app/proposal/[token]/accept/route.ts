import { acceptanceSchema, acceptProposal } from "@/lib/proposals/acceptance";

import { acceptanceContext, decisionRoute } from "../decision-route";

/** POST /proposal/<token>/accept: the signer's name, the ticked terms and the choice, accepted once. */
export const POST = decisionRoute(
  "acceptance",
  acceptanceSchema,
  (db, token, input, env, request) => acceptProposal(db, token, input, acceptanceContext(env, request)),
  "Your acceptance could not be recorded right now. Please try again in a moment.",
);
