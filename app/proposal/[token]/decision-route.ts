import type { z } from "zod";

import { type Db, getDb } from "@/db/client";
import { linkSecretFrom } from "@/lib/billing/client-links/tokens";
import { agencyToday } from "@/lib/dates/agency";
import { type Env, postPolicy, readEnv } from "@/lib/env";
import { jsonError, readJsonPost } from "@/lib/http";
import { clientAddress } from "@/lib/http/client-address";
import { limitPublicForm } from "@/lib/intake/public-form-limit";
import { logger } from "@/lib/log";
import { DecisionRefused } from "@/lib/proposals/acceptance";

type Context = { params: Promise<{ token: string }> };

type Decide<Input> = (db: Db, token: string, input: Input, env: Env, request: Request) => Promise<{ already: boolean }>;

type Answer = { bucket: string; name: string; unavailable: string; log: ReturnType<typeof logger> };

/**
 * Records a decision once the request is counted against its address's limit (as the public forms):
 * 200 { ok, already }, a refusal's 400, 404 or 409 with its message, 429 over the limit, else 503.
 */
export async function answerDecision(
  db: Db,
  request: Request,
  env: Env,
  { bucket, name, unavailable, log }: Answer,
  decide: () => Promise<{ already: boolean }>,
): Promise<Response> {
  try {
    const limited = await limitPublicForm(db, request, bucket, env);
    if (limited) return limited;
    const result = await decide();
    return Response.json({ ok: true, already: result.already });
  } catch (error) {
    if (error instanceof DecisionRefused) return jsonError(error.status, error.message);
    log.error({ err: error }, `the ${name} failed`);
    return jsonError(503, unavailable);
  }
}

/**
 * A client's answer to a proposal (accept, decline), posted by its page: JSON only, same origin,
 * limited per client address like the public forms. 200 { ok, already } once recorded (again, for a
 * repeat); a refusal is 400, 404 or 409 with its message and stores nothing.
 */
export function decisionRoute<Schema extends z.ZodType>(
  name: string,
  schema: Schema,
  decide: Decide<z.output<Schema>>,
  unavailable: string,
) {
  const log = logger(`proposal-${name}`);
  return async function POST(request: Request, context: Context): Promise<Response> {
    const env = readEnv();
    const parsed = await readJsonPost(request, schema, postPolicy(env));
    if (!parsed.ok) return parsed.response;
    const { token } = await context.params;
    const db = getDb();
    return answerDecision(db, request, env, { bucket: "proposal-decision", name, unavailable, log }, () =>
      decide(db, token, parsed.data, env, request),
    );
  };
}

/** What an acceptance records of its request (the signer's address and browser) and needs of the server. */
export const acceptanceContext = (env: Env, request: Request) => ({
  today: agencyToday(),
  timeZone: env.AGENCY_TIMEZONE,
  ip: clientAddress(request.headers, env.TRUST_PROXY),
  userAgent: request.headers.get("user-agent") ?? "",
  linkSecret: linkSecretFrom(env),
  agencyInbox: env.AGENCY_INBOX,
});
