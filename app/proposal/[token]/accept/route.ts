import { getDb } from "@/db/client";
import { linkSecretFrom } from "@/lib/billing/client-links/tokens";
import { agencyToday } from "@/lib/dates/agency";
import { postPolicy, readEnv } from "@/lib/env";
import { jsonError, readJsonPost } from "@/lib/http";
import { clientAddress } from "@/lib/http/client-address";
import { limitPublicForm } from "@/lib/intake/public-form-limit";
import { logger } from "@/lib/log";
import { acceptanceSchema, acceptProposal, DecisionRefused } from "@/lib/proposals/acceptance";

const log = logger("proposal-accept");

type Context = { params: Promise<{ token: string }> };

/**
 * POST /proposal/<token>/accept, from the client page: JSON only, same origin, limited per client
 * address like the public forms. 200 { ok, already } once accepted (again, for a repeat); a refusal
 * is 400, 404 or 409 with its message; nothing is stored then.
 */
export async function POST(request: Request, context: Context): Promise<Response> {
  const env = readEnv();
  const parsed = await readJsonPost(request, acceptanceSchema, postPolicy(env));
  if (!parsed.ok) return parsed.response;
  const { token } = await context.params;
  const db = getDb();
  try {
    const limited = await limitPublicForm(db, request, "proposal-decision", env);
    if (limited) return limited;
    const result = await acceptProposal(db, token, parsed.data, {
      today: agencyToday(),
      timeZone: env.AGENCY_TIMEZONE,
      ip: clientAddress(request.headers, env.TRUST_PROXY),
      userAgent: request.headers.get("user-agent") ?? "",
      linkSecret: linkSecretFrom(env),
      agencyInbox: env.AGENCY_INBOX,
    });
    return Response.json({ ok: true, already: result.already });
  } catch (error) {
    if (error instanceof DecisionRefused) return jsonError(error.status, error.message);
    log.error({ err: error }, "the acceptance failed");
    return jsonError(503, "Your acceptance could not be recorded right now. Please try again in a moment.");
  }
}
