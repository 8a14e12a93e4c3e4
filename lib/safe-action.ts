import "server-only";

import { createSafeActionClient } from "next-safe-action";

import { UNEXPECTED_ACTION_ERROR, UserFacingError } from "@/lib/action-errors";
import { requireAdmin } from "@/lib/auth/require-admin";

export { UserFacingError } from "@/lib/action-errors";

/**
 * The base client for every server action. Only UserFacingError messages reach the browser;
 * anything else is logged here and masked, so no stack, SQL or secret leaks to a form.
 */
export const actionClient = createSafeActionClient({
  handleServerError(error) {
    if (error instanceof UserFacingError) return error.message;
    console.error("[action]", error);
    return UNEXPECTED_ACTION_ERROR;
  },
});

/**
 * Every back-office action is built from this client, so none can skip the session check
 * (DESIGN.md "Server-side truth"): a sealed cookie under 24 hours old whose session_version
 * still matches the admin's row.
 */
export const adminAction = actionClient.use(async ({ next }) => {
  const admin = await requireAdmin();
  return next({ ctx: { admin } });
});
