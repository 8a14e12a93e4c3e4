import "server-only";

import { jsonError } from "@/lib/http";

import { readAdminFromRequest, type SignedInAdmin } from "./require-admin";

/**
 * Wraps an admin route handler: without a valid session it answers 401 `{ error }` and the handler
 * never runs (CONTRACT.md "Admin endpoints answer 401 without a valid admin session cookie").
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
      console.error("[admin-route] session check failed", error);
      return jsonError(503, "The session could not be checked. Please try again.");
    }
    if (!admin) return jsonError(401, "Sign in as an admin to use this endpoint.");
    return handler(request, context, admin);
  };
}
