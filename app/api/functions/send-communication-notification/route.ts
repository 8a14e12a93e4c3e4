import { getDb } from "@/db/client";
import { UserFacingError } from "@/lib/action-errors";
import { withAdmin } from "@/lib/auth/admin-route";
import { communicationNotificationBodySchema } from "@/lib/communications/schema";
import { authorOf, notifyCommunication } from "@/lib/communications/service";
import { readEnv } from "@/lib/env";
import { jsonError, parseJsonBody } from "@/lib/http";

/**
 * CONTRACT.md: POST /api/functions/send-communication-notification (the SPEC §7 fields) ->
 * { ok: true }. The notice goes to the agency inbox (AGENCY_INBOX), never the client, once per
 * communication: asking again for the same communication queues nothing new.
 */
export const POST = withAdmin(async (request, _context, admin) => {
  const parsed = await parseJsonBody(request, communicationNotificationBodySchema);
  if (!parsed.ok) return parsed.response;
  try {
    await notifyCommunication(getDb(), parsed.data, authorOf(admin), readEnv());
    return Response.json({ ok: true });
  } catch (error) {
    if (error instanceof UserFacingError) return jsonError(404, error.message);
    console.error("[api.send-communication-notification]", error);
    return jsonError(503, "The notification could not be queued right now. Please try again in a moment.");
  }
});
