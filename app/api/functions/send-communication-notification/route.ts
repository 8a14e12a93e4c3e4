import { getDb } from "@/db/client";
import { UserFacingError } from "@/lib/action-errors";
import { withAdmin } from "@/lib/authentication/route-guards";
import { communicationNotificationBodySchema } from "@/lib/communications/schema";
import { authorOf, notifyCommunication } from "@/lib/communications/service";
import { postPolicy, readEnv } from "@/lib/env";
import { jsonError, readJsonPost } from "@/lib/http";
import { logger } from "@/lib/log";

const log = logger("api.send-communication-notification");
/**
 * CONTRACT.md: POST /api/functions/send-communication-notification (the SPEC §7 fields) ->
 * { ok: true }. The notice goes to the agency inbox (AGENCY_INBOX), never the client, once per
 * communication: asking again for the same communication queues nothing new.
 */
export const POST = withAdmin(async (request, _context, admin) => {
  const parsed = await readJsonPost(request, communicationNotificationBodySchema, postPolicy());
  if (!parsed.ok) return parsed.response;
  try {
    await notifyCommunication(getDb(), parsed.data, authorOf(admin), readEnv());
    return Response.json({ ok: true });
  } catch (error) {
    if (error instanceof UserFacingError) return jsonError(404, error.message);
    log.error({ err: error }, "the request failed");
    return jsonError(503, "The notification could not be queued right now. Please try again in a moment.");
  }
});
