import { after } from "next/server";

import { getDb } from "@/db/client";
import { postPolicy, readEnv } from "@/lib/env";
import { jsonError, parseJsonBody, refuseCrossSitePost } from "@/lib/http";
import { logger } from "@/lib/log";
import { flushDeliveries } from "@/lib/mail/delivery-batch";
import { portalViewerFromRequest } from "@/lib/portal/cookie";
import { portalMessageSchema } from "@/lib/portal/message-schema";
import { limitPortalMessages, PortalMessageRefused, postPortalMessage } from "@/lib/portal/messages-service";

const log = logger("api.portal.messages");

/**
 * A signed-in client's message to the agency: JSON from our own pages only (415 / 403 before
 * anything is read), a portal session (401), the contact's rate limit (429), then the body (400).
 */
export async function POST(request: Request): Promise<Response> {
  const env = readEnv();
  const refused = refuseCrossSitePost(request, postPolicy(env));
  if (refused) return refused;
  const db = getDb();
  try {
    const viewer = await portalViewerFromRequest(request, db);
    if (!viewer) return jsonError(401, "Sign in to the client portal to send a message.");
    const parsed = await parseJsonBody(request, portalMessageSchema);
    if (!parsed.ok) return parsed.response;
    const limited = await limitPortalMessages(db, viewer.contactId);
    if (limited) return limited;
    const { id } = await postPortalMessage(db, viewer, parsed.data, env);
    after(flushDeliveries);
    return Response.json({ ok: true, id }, { status: 201 });
  } catch (error) {
    if (error instanceof PortalMessageRefused) return jsonError(400, error.message);
    log.error({ err: error }, "the message could not be stored");
    return jsonError(503, "We could not send your message right now. Please try again in a moment.", { "Retry-After": "5" });
  }
}
