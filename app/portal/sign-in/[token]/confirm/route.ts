import { getDb } from "@/db/client";
import { postPolicy, readEnv } from "@/lib/env";
import { isCrossSiteFormPost } from "@/lib/http/form-post";
import { htmlAnswer } from "@/lib/http/html-answer";
import { logger } from "@/lib/log";
import { savePortalCookie } from "@/lib/portal/cookie";
import { portalPaths } from "@/lib/portal/paths";
import { requestFacts, seeOther } from "@/lib/portal/request";
import { spendSignInLink } from "@/lib/portal/sign-in";
import { signInLinkPath } from "@/lib/portal/tokens";

const log = logger("portal-sign-in");

type Context = { params: Promise<{ token: string }> };

/**
 * POST /portal/sign-in/<token>/confirm: the link page's "Sign in". Spends the link once and opens a
 * session with its cookie, then 303 to the overview; a link that cannot be spent goes back to its
 * page, which says so and offers a new one.
 */
export async function POST(request: Request, context: Context): Promise<Response> {
  const env = readEnv();
  const { token } = await context.params;
  if (isCrossSiteFormPost(request.headers, postPolicy(env))) {
    return htmlAnswer(403, { title: "Not signed in", message: "Requests from other sites are not accepted." });
  }
  try {
    const spent = await spendSignInLink(getDb(), token, requestFacts(request, env));
    if (!spent) return seeOther(`${env.SITE_URL}${signInLinkPath(encodeURIComponent(token))}`);
    await savePortalCookie(spent.sessionId);
    return seeOther(`${env.SITE_URL}${portalPaths.overview}`);
  } catch (error) {
    log.error({ err: error }, "a sign-in failed");
    return htmlAnswer(
      503,
      {
        title: "Not signed in",
        message: "Sign-in is not available right now. Please try again in a moment.",
        back: { href: portalPaths.signIn, label: "Back to sign-in" },
      },
      { "Retry-After": "5" },
    );
  }
}
