import { getDb } from "@/db/client";
import { getInsightsProvider } from "@/lib/ai/insights";
import { readEnv } from "@/lib/env";
import { jsonError, parseJsonBody } from "@/lib/http";
import { IntakeUnavailableError, requestBrandInsights } from "@/lib/leads/intake";
import { limitPublicForm } from "@/lib/leads/public-form-limit";
import { insightsRequestSchema } from "@/lib/leads/schema";

/** SPEC §9 promises insights "under 30 seconds"; the provider's own timeout is shorter. */
export const maxDuration = 30;

/** CONTRACT.md: POST /api/functions/generate-brand-insights -> { insights, pricingEstimate? }. */
export async function POST(request: Request): Promise<Response> {
  const parsed = await parseJsonBody(request, insightsRequestSchema);
  if (!parsed.ok) return parsed.response;
  const env = readEnv();
  const db = getDb();
  try {
    const limited = await limitPublicForm(db, request, "generate-brand-insights", env);
    if (limited) return limited;
    const outcome = await requestBrandInsights(db, parsed.data, { env, provider: getInsightsProvider(env) });
    if (!outcome.ok) {
      // The lead is stored and the agency notified; only the analysis failed (SPEC §8 message on screen).
      return jsonError(502, "The insights could not be generated right now. Please try again.");
    }
    return Response.json(outcome.response);
  } catch (error) {
    if (!(error instanceof IntakeUnavailableError)) console.error("[api.generate-brand-insights]", error);
    return jsonError(503, "The insights could not be generated right now. Please try again in a moment.", { "Retry-After": "5" });
  }
}
