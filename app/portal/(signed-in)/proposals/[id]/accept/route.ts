import { linkSecretFrom } from "@/lib/billing/client-links/tokens";
import { agencyToday } from "@/lib/dates/agency";
import { clientAddress } from "@/lib/http/client-address";
import { acceptanceSchema, acceptPortalProposal } from "@/lib/proposals/acceptance";

import { portalDecisionRoute } from "../decision-route";

/** POST /portal/proposals/<id>/accept: as the proposal page's Accept, by the signed-in contact. */
export const POST = portalDecisionRoute(
  "acceptance",
  acceptanceSchema,
  (db, key, input, env, request) =>
    acceptPortalProposal(db, key, input, {
      today: agencyToday(),
      timeZone: env.AGENCY_TIMEZONE,
      ip: clientAddress(request.headers, env.TRUST_PROXY),
      userAgent: request.headers.get("user-agent") ?? "",
      linkSecret: linkSecretFrom(env),
      agencyInbox: env.AGENCY_INBOX,
    }),
  "Your acceptance could not be recorded right now. Please try again in a moment.",
);
