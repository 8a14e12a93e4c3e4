import "server-only";

import { jsonError } from "@/lib/http";
import { logger } from "@/lib/log";

import { isOwner, OWNER_ONLY, readAdminFromRequest, SET_CREDENTIALS_FIRST, SET_UP_SECOND_FACTOR_FIRST, type SignedInAdmin } from "./guards";

const log = logger("admin-route");

/**
 * Wraps an admin route handler: without a valid session it answers 401 `{ error }` and the handler
 * never runs (CONTRACT.md "Admin endpoints answer 401 without a valid admin session cookie"). A
 * handler that throws (the database went away mid-request) answers 503 `{ error }`, never a 500.
 *
 *   export const GET = withAdmin(async (request, context, admin) => Response.json(...));
 */
export function withAdmin<Context = unknown>(
  handler: (request: Request, context: Context, admin: SignedInAdmin) => Response | Promise<Response>,
) {
  return async (request: Request, context: Context): Promise<Response> => {
    let admin: SignedInAdmin | null;
    try {
      admin = await readAdminFromRequest(request);
    } catch (error) {
      log.error({ err: error }, "the session check failed");
      return jsonError(503, "The session could not be checked. Please try again.");
    }
    if (!admin) return jsonError(401, "Sign in as an admin to use this endpoint.");
    if (admin.mustSetCredentials) return jsonError(403, SET_CREDENTIALS_FIRST);
    if (admin.mustSetUpSecondFactor) return jsonError(403, SET_UP_SECOND_FACTOR_FIRST);
    try {
      return await handler(request, context, admin);
    } catch (error) {
      log.error({ err: error, path: new URL(request.url).pathname }, "the handler failed");
      return jsonError(503, "This could not be done right now. Please try again in a moment.");
    }
  };
}

/**
 * An owner-only admin route handler (CONTRACT.md: 403 when the admin's role may not use it): staff
 * get 403 `{ error }` and the handler never runs; otherwise as withAdmin.
 */
export function withOwner<Context = unknown>(
  handler: (request: Request, context: Context, admin: SignedInAdmin) => Response | Promise<Response>,
) {
  return withAdmin<Context>((request, context, admin) => (isOwner(admin) ? handler(request, context, admin) : jsonError(403, OWNER_ONLY)));
}
