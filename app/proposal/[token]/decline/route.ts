import { getDb } from "@/db/client";
import { agencyToday } from "@/lib/dates/agency";
import { postPolicy, readEnv } from "@/lib/env";
import { jsonError, readJsonPost } from "@/lib/http";
import { limitPublicForm } from "@/lib/intake/public-form-limit";
import { logger } from "@/lib/log";
import { declineProposal, DecisionRefused, declineSchema } from "@/lib/proposals/acceptance";

const log = logger("proposal-decline");

type Context = { params: Promise<{ token: string }> };

/**
 * POST /proposal/<token>/decline, from the client page: JSON only, same origin, limited per client
 * address. 200 { ok, already }; a refusal is 404 or 409 with its message and changes nothing.
 */
export async function POST(request: Request, context: Context): Promise<Response> {
  const env = readEnv();
  const parsed = await readJsonPost(request, declineSchema, postPolicy(env));
  if (!parsed.ok) return parsed.response;
  const { token } = await context.params;
  const db = getDb();
  try {
    const limited = await limitPublicForm(db, request, "proposal-decision", env);
    if (limited) return limited;
    const result = await declineProposal(db, token, parsed.data, { today: agencyToday(), agencyInbox: env.AGENCY_INBOX });
    return Response.json({ ok: true, already: result.already });
  } catch (error) {
    if (error instanceof DecisionRefused) return jsonError(error.status, error.message);
    log.error({ err: error }, "the decline failed");
    return jsonError(503, "Your answer could not be recorded right now. Please try again in a moment.");
  }
}
