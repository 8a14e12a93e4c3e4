import "server-only";

import { UserFacingError } from "@/lib/action-errors";
import { actionClient } from "@/lib/safe-action";

import { isOwner, OWNER_ONLY, requireAdmin, SET_CREDENTIALS_FIRST, SET_UP_SECOND_FACTOR_FIRST } from "./guards";

/**
 * The session check alone: a sealed cookie under 24 hours old whose `sessions` row is live, of an
 * active admin. Only for what an admin with temporary credentials may do: set their own.
 */
export const signedInAction = actionClient.use(async ({ next }) => {
  const admin = await requireAdmin();
  return next({ ctx: { admin } });
});

/**
 * What an admin may do once their own password and PIN are set but before the second factor the
 * owners require is on: set it up.
 */
export const secondFactorSetupAction = signedInAction.use(async ({ next, ctx }) => {
  if (ctx.admin.mustSetCredentials) throw new UserFacingError(SET_CREDENTIALS_FIRST);
  return next({ ctx });
});

/**
 * Every back-office action is built from this client (or ownerAction), so none can skip the
 * session check (DESIGN.md "Server-side truth"); an admin still holding temporary credentials is
 * refused until they have set their own, and one without a required second factor until it is on.
 */
export const adminAction = secondFactorSetupAction.use(async ({ next, ctx }) => {
  if (ctx.admin.mustSetUpSecondFactor) throw new UserFacingError(SET_UP_SECOND_FACTOR_FIRST);
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
