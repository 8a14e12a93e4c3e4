"use server";

import { returnValidationErrors } from "next-safe-action";

import { getDb } from "@/db/client";
import { UserFacingError } from "@/lib/action-errors";
import { adminAction, secondFactorSetupAction, signedInAction } from "@/lib/authentication/action-clients";
import { saveAdminSession } from "@/lib/authentication/cookie";
import { sessionFor } from "@/lib/authentication/session-seal";
import { readEnv } from "@/lib/env";
import { idSchema } from "@/lib/forms/fields";
import { revalidateBackOffice } from "@/lib/safe-action";

import { profileUpdateSchema, secondFactorConfirmSchema, setCredentialsSchema } from "./schema";
import {
  confirmSecondFactor,
  CredentialFieldError,
  CurrentPasswordError,
  endSessionOf,
  setOwnCredentials,
  signOutOtherSessions,
  startSecondFactorSetup,
  updateProfile,
} from "./service";

const SESSION_GONE = "That session has already ended.";
const CURRENT_SESSION = "This is the session you are using: sign out with Logout instead.";

/**
 * Saves the Profile tab. A credential change needs the current password (refused under its field)
 * and ends the admin's other sessions; this session's cookie follows the new values.
 */
export const updateProfileAction = adminAction.inputSchema(profileUpdateSchema).action(async ({ parsedInput, ctx }) => {
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
    if (error instanceof CredentialFieldError)
      returnValidationErrors(setCredentialsSchema, { [error.field]: { _errors: [error.message] } });
    throw error;
  }
  revalidateBackOffice();
  return { ok: true as const };
});

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

/**
 * 'Turn on' in the Profile (or on the setup page an owner's requirement sends to): the QR code and
 * the secret as text. Built on secondFactorSetupAction, so an admin sent to set one up can.
 */
export const startSecondFactorSetupAction = secondFactorSetupAction.action(async ({ ctx }) => startSecondFactorSetup(getDb(), ctx.admin));

/** The first code confirms the setup; answers the ten recovery codes, shown once. */
export const confirmSecondFactorAction = secondFactorSetupAction
  .inputSchema(secondFactorConfirmSchema)
  .action(async ({ parsedInput, ctx }) => {
    const result = await confirmSecondFactor(getDb(), ctx.admin.id, parsedInput.code, { attemptLimit: readEnv().LOGIN_FAILURE_LIMIT });
    revalidateBackOffice();
    return result;
  });
