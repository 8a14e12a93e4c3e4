"use server";

import { getDb } from "@/db/client";
import { UserFacingError } from "@/lib/action-errors";
import { adminAction } from "@/lib/authentication/action-clients";
import { readEnv } from "@/lib/env";
import { revalidateBackOffice } from "@/lib/safe-action";

import { inviteContactToPortal, revokeContactPortalAccess } from "./access";
import { contactPortalSchema } from "./admin-schema";
import { maskEmail } from "./mask";

/** "Invite to portal" on the client page (owners and staff, as editing the client): a sign-in link mailed, access back on. */
export const inviteToPortalAction = adminAction.inputSchema(contactPortalSchema).action(async ({ parsedInput, ctx }) => {
  const secret = readEnv().SESSION_SECRET;
  if (!secret) throw new UserFacingError("Sign-in links cannot be made: SESSION_SECRET is not set.");
  const { email } = await inviteContactToPortal(getDb(), parsedInput, ctx.admin.id, secret);
  revalidateBackOffice();
  return { sentTo: maskEmail(email) };
});

/** "Revoke portal access": no sign-in until invited again; their sessions end at once. */
export const revokePortalAccessAction = adminAction.inputSchema(contactPortalSchema).action(async ({ parsedInput, ctx }) => {
  const { ended } = await revokeContactPortalAccess(getDb(), parsedInput, ctx.admin.id);
  revalidateBackOffice();
  return { ended };
});
