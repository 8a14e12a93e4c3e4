import { after } from "next/server";

import { getDb } from "@/db/client";
import { postPolicy, readEnv } from "@/lib/env";
import { jsonError, readJsonPost } from "@/lib/http";
import { limitPublicForm } from "@/lib/intake/public-form-limit";
import { contactSubmissionSchema } from "@/lib/intake/schema";
import { IntakeUnavailableError, submitContactForm } from "@/lib/intake/service";
import { logger } from "@/lib/log";
import { flushDeliveries } from "@/lib/mail/delivery-batch";

const log = logger("api.send-contact-form");
/** CONTRACT.md: POST /api/functions/send-contact-form -> { ok: true }; the lead is stored first. */
export async function POST(request: Request): Promise<Response> {
  const env = readEnv();
  const parsed = await readJsonPost(request, contactSubmissionSchema, postPolicy(env));
  if (!parsed.ok) return parsed.response;
  const db = getDb();
  try {
    const limited = await limitPublicForm(db, request, "send-contact-form", env);
    if (limited) return limited;
    // A trapped bot gets the same answer as a person, so it cannot tell it was caught.
    await submitContactForm(db, parsed.data, env);
    after(flushDeliveries);
    return Response.json({ ok: true });
  } catch (error) {
    if (error instanceof IntakeUnavailableError) {
      return jsonError(503, "We could not send your message right now. Please try again in a moment.", { "Retry-After": "5" });
    }
    log.error({ err: error }, "the request failed");
    return jsonError(503, "We could not send your message right now. Please try again in a moment.");
  }
}
