import { DraftProviderError, getDraftProvider } from "@/lib/ai/draft";
import { withAdmin } from "@/lib/authentication/route-guards";
import { generateAiResponseBodySchema } from "@/lib/communications/schema";
import { authorOf, generateAiResponse } from "@/lib/communications/service";
import { postPolicy, readEnv } from "@/lib/env";
import { jsonError, readJsonPost } from "@/lib/http";
import { logger } from "@/lib/log";

/** The provider's own timeout (20 s) ends the wait first. */
export const maxDuration = 30;

const log = logger("api.generate-ai-response");

/**
 * CONTRACT.md: POST /api/functions/generate-ai-response { originalContent, context, tone } ->
 * { content }. The same library call as the form's 'Enhance with AI'; signed with the admin's name.
 */
export const POST = withAdmin(async (request, _context, admin) => {
  const parsed = await readJsonPost(request, generateAiResponseBodySchema, postPolicy());
  if (!parsed.ok) return parsed.response;
  try {
    const content = await generateAiResponse(getDraftProvider(readEnv()), parsed.data, authorOf(admin));
    return Response.json({ content });
  } catch (error) {
    // The body was fine; the upstream provider was not (SPEC §8 'Failed to generate AI response.').
    log.error(error instanceof DraftProviderError ? { reason: error.message } : { err: error }, "the provider failed");
    return jsonError(502, "Failed to generate AI response.");
  }
});
