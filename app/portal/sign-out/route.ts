import { getDb } from "@/db/client";
import { postPolicy, readEnv } from "@/lib/env";
import { isCrossSiteFormPost } from "@/lib/http/form-post";
import { htmlAnswer } from "@/lib/http/html-answer";
import { logger } from "@/lib/log";
import { signOutOfPortal } from "@/lib/portal/access";
import { clearPortalCookie, portalViewerFromRequest } from "@/lib/portal/cookie";
import { portalPaths } from "@/lib/portal/paths";
import { seeOther } from "@/lib/portal/request";

const log = logger("portal-sign-out");

/** POST /portal/sign-out: ends this session only, clears the cookie, and 303 to /portal, which says so. */
export async function POST(request: Request): Promise<Response> {
  const env = readEnv();
  if (isCrossSiteFormPost(request.headers, postPolicy(env))) {
    return htmlAnswer(403, { title: "Not signed out", message: "Requests from other sites are not accepted." });
  }
  try {
    const db = getDb();
    const viewer = await portalViewerFromRequest(request, db);
    if (viewer) await signOutOfPortal(db, viewer);
    await clearPortalCookie();
    return seeOther(`${env.SITE_URL}${portalPaths.signIn}?signed-out=1`);
  } catch (error) {
    log.error({ err: error }, "a sign-out failed");
    return htmlAnswer(503, {
      title: "Not signed out",
      message: "Please try again in a moment.",
      back: { href: portalPaths.overview, label: "Back to the portal" },
    });
  }
}
