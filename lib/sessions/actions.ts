"use server";

import { getDb } from "@/db/client";
import { UserFacingError } from "@/lib/action-errors";
import { idSchema } from "@/lib/forms/fields";
import { adminAction, revalidateBackOffice } from "@/lib/safe-action";

import { endSessionOf, signOutOtherSessions } from "./service";

const SESSION_GONE = "That session has already ended.";
const CURRENT_SESSION = "This is the session you are using: sign out with Logout instead.";

/** Profile 'Sign out' on one of the admin's other sessions; its browser is signed out at once. */
export const endSessionAction = adminAction.inputSchema(idSchema).action(async ({ parsedInput, ctx }) => {
  if (parsedInput.id === ctx.admin.sessionId) throw new UserFacingError(CURRENT_SESSION);
  if (!(await endSessionOf(getDb(), ctx.admin, parsedInput.id))) throw new UserFacingError(SESSION_GONE);
  revalidateBackOffice();
  return { ok: true as const };
});

/** Profile 'Sign out everywhere else': every session of this admin but the current one ends. */
export const endOtherSessionsAction = adminAction.action(async ({ ctx }) => {
  const ended = await signOutOtherSessions(getDb(), ctx.admin, ctx.admin.sessionId);
  revalidateBackOffice();
  return { ended };
});
