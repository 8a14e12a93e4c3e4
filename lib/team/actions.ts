"use server";

import { returnValidationErrors } from "next-safe-action";

import { getDb } from "@/db/client";
import { ownerAction } from "@/lib/authentication/action-clients";
import { idSchema } from "@/lib/forms/fields";
import { revalidateBackOffice } from "@/lib/safe-action";

import { activeChangeSchema, roleChangeSchema, secondFactorRequirementSchema, teamAdminCreateSchema } from "./schema";
import {
  changeAdminRole,
  createTeamAdmin,
  resetAdminCredentials,
  resetSecondFactor,
  setAdminActive,
  setSecondFactorRequired,
  TeamFieldError,
} from "./service";

/** 'Add Admin': answers the temporary password and PIN, which the dialog shows once. */
export const createTeamAdminAction = ownerAction.inputSchema(teamAdminCreateSchema).action(async ({ parsedInput, ctx }) => {
  try {
    const created = await createTeamAdmin(getDb(), parsedInput, ctx.admin);
    revalidateBackOffice();
    return created;
  } catch (error) {
    if (error instanceof TeamFieldError) returnValidationErrors(teamAdminCreateSchema, { [error.field]: { _errors: [error.message] } });
    throw error;
  }
});

export const changeAdminRoleAction = ownerAction.inputSchema(roleChangeSchema).action(async ({ parsedInput, ctx }) => {
  const result = await changeAdminRole(getDb(), parsedInput, ctx.admin);
  revalidateBackOffice();
  return result;
});

/** Deactivate (their sessions end at once) or reactivate. */
export const setAdminActiveAction = ownerAction.inputSchema(activeChangeSchema).action(async ({ parsedInput, ctx }) => {
  const result = await setAdminActive(getDb(), parsedInput, ctx.admin);
  revalidateBackOffice();
  return result;
});

/** 'Reset password and PIN': answers the new temporary ones, shown once. */
export const resetAdminCredentialsAction = ownerAction.inputSchema(idSchema).action(async ({ parsedInput, ctx }) => {
  const credentials = await resetAdminCredentials(getDb(), parsedInput.id, ctx.admin);
  revalidateBackOffice();
  return credentials;
});

/** 'Reset second factor': their secret and recovery codes go, their sessions end. */
export const resetSecondFactorAction = ownerAction.inputSchema(idSchema).action(async ({ parsedInput, ctx }) => {
  const result = await resetSecondFactor(getDb(), parsedInput.id, ctx.admin);
  revalidateBackOffice();
  return result;
});

export const setSecondFactorRequiredAction = ownerAction.inputSchema(secondFactorRequirementSchema).action(async ({ parsedInput, ctx }) => {
  const result = await setSecondFactorRequired(getDb(), parsedInput.required, ctx.admin);
  revalidateBackOffice();
  return result;
});
