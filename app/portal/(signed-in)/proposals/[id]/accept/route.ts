import { acceptanceContext } from "@/app/proposal/[token]/decision-route";
import { acceptanceSchema, acceptPortalProposal } from "@/lib/proposals/acceptance";

import { portalDecisionRoute } from "../decision-route";

/** POST /portal/proposals/<id>/accept: as the proposal page's Accept, by the signed-in contact. */
export const POST = portalDecisionRoute(
  "acceptance",
  acceptanceSchema,
  (db, key, input, env, request) => acceptPortalProposal(db, key, input, acceptanceContext(env, request)),
  "Your acceptance could not be recorded right now. Please try again in a moment.",
);
