import { after } from "next/server";

import { getDb } from "@/db/client";
import { postPolicy, readEnv } from "@/lib/env";
import { jsonError, readJsonPost } from "@/lib/http";
import { getInsightsProvider } from "@/lib/intake/insights/generate";
import { limitPublicForm } from "@/lib/intake/public-form-limit";
import { insightsRequestSchema } from "@/lib/intake/schema";
import { IntakeUnavailableError, requestBrandInsights } from "@/lib/intake/service";
import { logger } from "@/lib/log";
import { flushDeliveries } from "@/lib/mail/delivery-batch";

/** SPEC §9 promises insights "under 30 seconds"; the provider's own timeout is shorter. */
export const maxDuration = 30;

const log = logger("api.generate-brand-insights");

/** CONTRACT.md: POST /api/functions/generate-brand-insights -> { insights, pricingEstimate? }. */
export async function POST(request: Request): Promise<Response> {
  const env = readEnv();
  const parsed = await readJsonPost(request, insightsRequestSchema, postPolicy(env));
  if (!parsed.ok) return parsed.response;
  const db = getDb();
  try {
    const limited = await limitPublicForm(db, request, "generate-brand-insights", env);
    if (limited) return limited;
    const outcome = await requestBrandInsights(db, parsed.data, { env, provider: getInsightsProvider(env) });
    after(flushDeliveries);
    if (!outcome.ok) {
      // The lead is stored and the agency notified; only the analysis failed (SPEC §8 message on screen).
      return jsonError(502, "The insights could not be generated right now. Please try again.");
    }
    return Response.json(outcome.response);
  } catch (error) {
    if (!(error instanceof IntakeUnavailableError)) log.error({ err: error }, "the request failed");
    return jsonError(503, "The insights could not be generated right now. Please try again in a moment.", { "Retry-After": "5" });
  }
}
