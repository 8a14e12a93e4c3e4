import "server-only";

import type { Db } from "@/db/client";
import { jsonError } from "@/lib/http";
import { hitRateLimit } from "@/lib/rate-limit";

/** A contact may send this many portal messages per window (generous for a person, not for a script). */
export const PORTAL_MESSAGE_LIMIT = 10;
export const PORTAL_MESSAGE_WINDOW_MS = 10 * 60 * 1000;

/**
 * Counts one message against the contact's limit (in PostgreSQL, shared by every instance):
 * the 429 to answer, or null when the message may go ahead.
 */
export async function limitPortalMessages(db: Db, contactId: string, now = new Date()): Promise<Response | null> {
  const result = await hitRateLimit(db, {
    bucket: "portal-messages",
    key: contactId,
    limit: PORTAL_MESSAGE_LIMIT,
    windowMs: PORTAL_MESSAGE_WINDOW_MS,
    now,
  });
  if (result.allowed) return null;
  const retryAfter = Math.max(1, Math.ceil((result.resetAt.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  return jsonError(429, `You have sent many messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
    "Retry-After": String(retryAfter),
  });
}
