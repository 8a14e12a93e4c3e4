import "server-only";

import { revalidatePath } from "next/cache";
import { ActionBindArgsValidationError, createSafeActionClient } from "next-safe-action";

import { UNEXPECTED_ACTION_ERROR, UNKNOWN_RECORD, UserFacingError } from "@/lib/action-errors";
import { isOwner, OWNER_ONLY, requireAdmin, SET_CREDENTIALS_FIRST } from "@/lib/auth/require-admin";
import { logger } from "@/lib/log";

const log = logger("action");

export { UserFacingError } from "@/lib/action-errors";

/**
 * The base client for every server action. Only UserFacingError messages reach the browser;
 * anything else is logged here and masked, so no stack, SQL or secret leaks to a form.
 */
export const actionClient = createSafeActionClient({
  handleServerError(error) {
    if (error instanceof UserFacingError) return error.message;
    // Bad input, not a fault of the server: no stack in the error log.
    if (error instanceof ActionBindArgsValidationError) {
      log.warn("a server action was called with a malformed record id");
      return UNKNOWN_RECORD;
    }
    log.error({ err: error }, "a server action failed");
    return UNEXPECTED_ACTION_ERROR;
  },
});

/**
 * The session check alone: a sealed cookie under 24 hours old whose `sessions` row is live, of an
 * active admin. Only for what an admin with temporary credentials may do: set their own.
 */
export const signedInAction = actionClient.use(async ({ next }) => {
  const admin = await requireAdmin();
  return next({ ctx: { admin } });
});

/**
 * Every back-office action is built from this client (or ownerAction), so none can skip the
 * session check (DESIGN.md "Server-side truth"); an admin still holding temporary credentials is
 * refused until they have set their own.
 */
export const adminAction = signedInAction.use(async ({ next, ctx }) => {
  if (ctx.admin.mustSetCredentials) throw new UserFacingError(SET_CREDENTIALS_FIRST);
  return next({ ctx });
});

/**
 * The actions of owner-only features (lib/dashboard/sections.ts): staff get an error result,
 * whatever the page showed them. The check runs before the input is read.
 */
export const ownerAction = adminAction.use(async ({ next, ctx }) => {
  if (!isOwner(ctx.admin)) throw new UserFacingError(OWNER_ONLY);
  return next({ ctx });
});

/** After a back-office write: every section, and the key figures above them, render afresh. */
export const revalidateBackOffice = () => revalidatePath("/admin", "layout");
