import { agencyToday } from "@/lib/dates/agency";
import { declineProposal, declineSchema } from "@/lib/proposals/acceptance";

import { decisionRoute } from "../decision-route";

/** POST /proposal/<token>/decline: an optional reason; the agency is told. */
export const POST = decisionRoute(
  "decline",
  declineSchema,
  (db, token, input, env) => declineProposal(db, token, input, { today: agencyToday(), agencyInbox: env.AGENCY_INBOX }),
  "Your answer could not be recorded right now. Please try again in a moment.",
);
