import { DraftProviderError, getDraftProvider } from "@/lib/ai/draft";
import { withAdmin } from "@/lib/auth/admin-route";
import { generateAiResponseBodySchema } from "@/lib/communications/schema";
import { authorOf, generateAiResponse } from "@/lib/communications/service";
import { readEnv } from "@/lib/env";
import { jsonError, parseJsonBody } from "@/lib/http";

/** The provider's own timeout (20 s) ends the wait first. */
export const maxDuration = 30;

/**
 * CONTRACT.md: POST /api/functions/generate-ai-response { originalContent, context, tone } ->
 * { content }. The same library call as the form's 'Enhance with AI'; signed with the admin's name.
 */
export const POST = withAdmin(async (request, _context, admin) => {
  const parsed = await parseJsonBody(request, generateAiResponseBodySchema);
  if (!parsed.ok) return parsed.response;
  try {
    const content = await generateAiResponse(getDraftProvider(readEnv()), parsed.data, authorOf(admin));
    return Response.json({ content });
  } catch (error) {
    // The body was fine; the upstream provider was not (SPEC §8 'Failed to generate AI response.').
    console.error("[api.generate-ai-response]", error instanceof DraftProviderError ? error.message : error);
    return jsonError(502, "Failed to generate AI response.");
  }
});
