import { agencyToday } from "@/lib/dates/agency";
import { declinePortalProposal, declineSchema } from "@/lib/proposals/acceptance";

import { portalDecisionRoute } from "../decision-route";

/** POST /portal/proposals/<id>/decline: as the proposal page's Decline, by the signed-in contact. */
export const POST = portalDecisionRoute(
  "decline",
  declineSchema,
  (db, key, input, env) => declinePortalProposal(db, key, input, { today: agencyToday(), agencyInbox: env.AGENCY_INBOX }),
  "Your answer could not be recorded right now. Please try again in a moment.",
);
