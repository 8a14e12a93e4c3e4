import { getDb } from "@/db/client";
import { UserFacingError } from "@/lib/action-errors";
import { withAdmin } from "@/lib/authentication/route-guards";
import { sendEmailBodySchema } from "@/lib/communications/schema";
import { authorOf, queueEmail } from "@/lib/communications/service";
import { postPolicy } from "@/lib/env";
import { jsonError, readJsonPost } from "@/lib/http";
import { logger } from "@/lib/log";

const log = logger("api.send-email");
/**
 * CONTRACT.md: POST /api/functions/send-email { to, subject, content } -> { ok: true, id }, where
 * id is the mail_outbox row that carries the mail (queued now, delivered by the job queue with
 * retries). An optional communication_id ties it to that email communication, at most once.
 */
export const POST = withAdmin(async (request, _context, admin) => {
  const parsed = await readJsonPost(request, sendEmailBodySchema, postPolicy());
  if (!parsed.ok) return parsed.response;
  try {
    const { id } = await queueEmail(getDb(), parsed.data, authorOf(admin));
    return Response.json({ ok: true, id });
  } catch (error) {
    if (error instanceof UserFacingError) return jsonError(404, error.message);
    log.error({ err: error }, "the request failed");
    return jsonError(503, "The email could not be queued right now. Please try again in a moment.");
  }
});
