import { after } from "next/server";

import { getDb } from "@/db/client";
import { postPolicy, readEnv } from "@/lib/env";
import { jsonError, readJsonPost } from "@/lib/http";
import { limitPublicForm } from "@/lib/intake/public-form-limit";
import { logger } from "@/lib/log";
import { CHECK_YOUR_MAIL, portalSignInRequestSchema } from "@/lib/portal/schema";
import { requestSignInLinks } from "@/lib/portal/sign-in";

const log = logger("api.portal-sign-in");

/**
 * POST /api/portal/sign-in { email } -> { message }: JSON-only and same-origin like the public forms,
 * rate limited per address like them. The answer is the same for every address, known or not, and
 * comes as soon: the address is looked up and its links issued after the response has gone.
 */
export async function POST(request: Request): Promise<Response> {
  const env = readEnv();
  const parsed = await readJsonPost(request, portalSignInRequestSchema, postPolicy(env));
  if (!parsed.ok) return parsed.response;
  const secret = env.SESSION_SECRET;
  if (!secret) return jsonError(503, "Sign-in is not available right now. Please try again later.");
  const db = getDb();
  try {
    const limited = await limitPublicForm(db, request, "portal-sign-in", env);
    if (limited) return limited;
    after(() =>
      requestSignInLinks(db, parsed.data.email, { linkSecret: secret }).catch((error: unknown) => {
        log.error({ err: error }, "sign-in links could not be issued");
      }),
    );
    return Response.json({ message: CHECK_YOUR_MAIL });
  } catch (error) {
    log.error({ err: error }, "a sign-in link request failed");
    return jsonError(503, "Sign-in is not available right now. Please try again in a moment.", { "Retry-After": "5" });
  }
}
