import "server-only";

import type { Db } from "@/db/client";
import { postPolicy, readEnv } from "@/lib/env";
import { clientAddress, rateLimitKey } from "@/lib/http/client-address";
import { isCrossSiteFormPost } from "@/lib/http/form-post";
import { htmlAnswer } from "@/lib/http/html-answer";
import { PUBLIC_FORM_WINDOW_MS } from "@/lib/intake/public-form-limit";
import { logger } from "@/lib/log";
import { hitRateLimit } from "@/lib/rate-limit";

import { maskEmail } from "./mask";
import { mailDocumentContactLink } from "./sign-in";

const log = logger("portal-document-link");

/** Portal links one document may ask for per 10 minutes, whoever asks. */
export const DOCUMENT_LINK_LIMIT = 3;

export type PortalLinkDocument = { id: string; clientId: string | null; email: string; label: string; path: string; backLabel: string };

const TITLE = "Check your mail";
const NOT_SENT = "No sign-in link sent";

/**
 * POST <document>/portal-link, "Open your client portal": same-origin, limited per client address
 * (like the public forms) and per document; mails a sign-in link to the document's own contact and
 * answers a page naming the masked address. It never signs anyone in and never sets a cookie.
 */
export async function answerPortalLinkRequest(db: Db, request: Request, document: PortalLinkDocument | null): Promise<Response> {
  const env = readEnv();
  if (isCrossSiteFormPost(request.headers, postPolicy(env))) {
    return htmlAnswer(403, { title: NOT_SENT, message: "Requests from other sites are not accepted." });
  }
  if (!document) return htmlAnswer(404, { title: "Page not found", message: "This link is not valid any more." });
  const back = { href: document.path, label: document.backLabel };
  const secret = env.SESSION_SECRET;
  if (!secret) return htmlAnswer(503, { title: NOT_SENT, message: "The client portal is not available right now.", back });
  try {
    const key = rateLimitKey(clientAddress(request.headers, env.TRUST_PROXY));
    const limits = [
      { bucket: "portal-document-link-address", key, limit: env.PUBLIC_FORM_LIMIT },
      { bucket: "portal-document-link", key: document.id, limit: DOCUMENT_LINK_LIMIT },
    ];
    for (const limit of limits) {
      const hit = await hitRateLimit(db, { ...limit, windowMs: PUBLIC_FORM_WINDOW_MS });
      if (!hit.allowed) {
        const retryAfter = Math.max(1, Math.ceil((hit.resetAt.getTime() - Date.now()) / 1000));
        return htmlAnswer(
          429,
          { title: NOT_SENT, message: "A sign-in link was asked for too often. Please try again in a few minutes.", back },
          { "Retry-After": String(retryAfter) },
        );
      }
    }
    const outcome = await mailDocumentContactLink(db, document, { linkSecret: secret });
    switch (outcome.kind) {
      case "sent":
        return htmlAnswer(200, {
          title: TITLE,
          message: `We sent a sign-in link to ${maskEmail(outcome.email)}. It works once, for 15 minutes.`,
          back,
        });
      case "limited":
        return htmlAnswer(429, {
          title: NOT_SENT,
          message: "Several sign-in links went to this address in the last hour. Please use the latest one, or try again later.",
          back,
        });
      case "revoked":
        return htmlAnswer(403, {
          title: NOT_SENT,
          message: "Client portal access for this contact was turned off. Please ask us to invite you again.",
          back,
        });
      case "no contact":
        return htmlAnswer(404, {
          title: NOT_SENT,
          message: "There is no client portal contact for this document. Please ask us to invite you.",
          back,
        });
    }
  } catch (error) {
    log.error({ err: error }, "a portal link request failed");
    return htmlAnswer(
      503,
      { title: NOT_SENT, message: "The client portal is not available right now. Please try again in a moment.", back },
      { "Retry-After": "5" },
    );
  }
}
