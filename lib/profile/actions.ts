"use server";

import { returnValidationErrors } from "next-safe-action";

import { getDb } from "@/db/client";
import { saveAdminSession, sessionFor } from "@/lib/auth/session";
import { readEnv } from "@/lib/env";
import { adminAction, revalidateBackOffice, signedInAction } from "@/lib/safe-action";

import { profileUpdateSchema, setCredentialsSchema } from "./schema";
import { CredentialFieldError, CurrentPasswordError, setOwnCredentials, updateProfile } from "./service";

/**
 * Saves the Profile tab. A credential change needs the current password (refused under its field)
 * and ends the admin's other sessions; this session's cookie follows the new values.
 */
export const updateProfileAction = adminAction
  .inputSchema(profileUpdateSchema)
  .action(async ({ parsedInput, ctx }) => {
    let result: Awaited<ReturnType<typeof updateProfile>>;
    try {
      result = await updateProfile(getDb(), ctx.admin.id, parsedInput, {
        sessionId: ctx.admin.sessionId,
        attemptLimit: readEnv().LOGIN_FAILURE_LIMIT,
      });
    } catch (error) {
      if (error instanceof CurrentPasswordError) {
        returnValidationErrors(profileUpdateSchema, { currentPassword: { _errors: [error.message] } });
      }
      throw error;
    }
    // The lifetime still counts from the original sign-in: saving a profile does not extend it.
    await saveAdminSession(sessionFor(result.admin, { id: ctx.admin.sessionId, createdAt: ctx.admin.authenticatedAt }));
    revalidateBackOffice();
    return { credentialsChanged: result.credentialsChanged, otherSessionsEnded: result.otherSessionsEnded };
  });

/**
 * The first-sign-in page: an admin added in the Team section replaces the temporary password and
 * PIN. Built on signedInAction, as every other action refuses until this is done.
 */
export const setOwnCredentialsAction = signedInAction.inputSchema(setCredentialsSchema).action(async ({ parsedInput, ctx }) => {
  try {
    await setOwnCredentials(getDb(), ctx.admin.id, parsedInput, ctx.admin.sessionId);
  } catch (error) {
    if (error instanceof CredentialFieldError) returnValidationErrors(setCredentialsSchema, { [error.field]: { _errors: [error.message] } });
    throw error;
  }
  revalidateBackOffice();
  return { ok: true as const };
});
