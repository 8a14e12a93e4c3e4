"use server";

import { revalidatePath } from "next/cache";

import { getDb } from "@/db/client";
import { saveAdminSession, sessionFor } from "@/lib/auth/session";
import { adminAction } from "@/lib/safe-action";

import { profileUpdateSchema } from "./schema";
import { updateProfile } from "./service";

/** Saves the Profile tab; the session cookie follows the new values (and the new version). */
export const updateProfileAction = adminAction
  .inputSchema(profileUpdateSchema)
  .action(async ({ parsedInput, ctx }) => {
    const { admin, passwordChanged } = await updateProfile(getDb(), ctx.admin.id, parsedInput);
    // The lifetime still counts from the original sign-in: saving a profile does not extend it.
    await saveAdminSession(sessionFor(admin, ctx.admin.authenticatedAt));
    revalidatePath("/admin/dashboard");
    return { passwordChanged };
  });
