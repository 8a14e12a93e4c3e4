import "server-only";

import { revalidatePath } from "next/cache";
import { ActionBindArgsValidationError, createSafeActionClient } from "next-safe-action";

import { UNEXPECTED_ACTION_ERROR, UNKNOWN_RECORD, UserFacingError } from "@/lib/action-errors";
import { logger } from "@/lib/log";

const log = logger("action");

/**
 * The base client for every server action; the session-checked ones build on it
 * (lib/authentication/action-clients.ts). Only UserFacingError messages reach the browser;
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

/** After a back-office write: every section, and the key figures above them, render afresh. */
export const revalidateBackOffice = () => revalidatePath("/admin", "layout");
