import { getDb } from "@/db/client";
import { readEnv } from "@/lib/env";
import { jsonError, parseJsonBody } from "@/lib/http";
import { IntakeUnavailableError, submitContactForm } from "@/lib/leads/intake";
import { limitPublicForm } from "@/lib/leads/public-form-limit";
import { contactSubmissionSchema } from "@/lib/leads/schema";

/** CONTRACT.md: POST /api/functions/send-contact-form -> { ok: true }; the lead is stored first. */
export async function POST(request: Request): Promise<Response> {
  const parsed = await parseJsonBody(request, contactSubmissionSchema);
  if (!parsed.ok) return parsed.response;
  const env = readEnv();
  const db = getDb();
  try {
    const limited = await limitPublicForm(db, request, "send-contact-form", env);
    if (limited) return limited;
    // A trapped bot gets the same answer as a person, so it cannot tell it was caught.
    await submitContactForm(db, parsed.data, env);
    return Response.json({ ok: true });
  } catch (error) {
    if (error instanceof IntakeUnavailableError) {
      return jsonError(503, "We could not send your message right now. Please try again in a moment.", { "Retry-After": "5" });
    }
    console.error("[api.send-contact-form]", error);
    return jsonError(503, "We could not send your message right now. Please try again in a moment.");
  }
}
