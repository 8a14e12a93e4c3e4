import "server-only";

import type { Db } from "@/db/client";
import type { Env } from "@/lib/env";
import { jsonError } from "@/lib/http";
import { clientAddress, rateLimitKey } from "@/lib/http/client-address";
import { hitRateLimit } from "@/lib/rate-limit";

import { withConnectionRetry } from "./service";

/** CONTRACT.md: PUBLIC_FORM_LIMIT submissions per client IP per 10 minutes, per endpoint. */
export const PUBLIC_FORM_WINDOW_MS = 10 * 60 * 1000;

/**
 * Counts this submission against the endpoint's limit (in PostgreSQL, so every instance shares
 * it). Answers the 429 to send, or null when the submission may go ahead.
 */
export async function limitPublicForm(
  db: Db,
  request: Request,
  bucket: string,
  env: Pick<Env, "PUBLIC_FORM_LIMIT" | "TRUST_PROXY">,
  now = new Date(),
): Promise<Response | null> {
  const key = rateLimitKey(clientAddress(request.headers, env.TRUST_PROXY));
  const result = await withConnectionRetry(() =>
    hitRateLimit(db, { bucket, key, limit: env.PUBLIC_FORM_LIMIT, windowMs: PUBLIC_FORM_WINDOW_MS, now }),
  );
  if (result.allowed) return null;
  const retryAfter = Math.max(1, Math.ceil((result.resetAt.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  return jsonError(429, `Too many submissions from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
    "Retry-After": String(retryAfter),
  });
}
