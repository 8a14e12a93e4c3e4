import { linkSecretFrom } from "@/lib/billing/client-links/tokens";
import { agencyToday } from "@/lib/dates/agency";
import { clientAddress } from "@/lib/http/client-address";
import { acceptanceSchema, acceptProposal } from "@/lib/proposals/acceptance";

import { decisionRoute } from "../decision-route";

/** POST /proposal/<token>/accept: the signer's name, the ticked terms and the choice, accepted once. */
export const POST = decisionRoute(
  "acceptance",
  acceptanceSchema,
  (db, token, input, env, request) =>
    acceptProposal(db, token, input, {
      today: agencyToday(),
      timeZone: env.AGENCY_TIMEZONE,
      ip: clientAddress(request.headers, env.TRUST_PROXY),
      userAgent: request.headers.get("user-agent") ?? "",
      linkSecret: linkSecretFrom(env),
      agencyInbox: env.AGENCY_INBOX,
    }),
  "Your acceptance could not be recorded right now. Please try again in a moment.",
);
