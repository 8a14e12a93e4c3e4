"use server";

import { headers } from "next/headers";

import { getDb } from "@/db/client";
import { readEnv } from "@/lib/env";
import { clientIpFromHeaders } from "@/lib/http";
import { actionClient } from "@/lib/safe-action";

import { loginAdmin } from "./login";
import { loginSchema } from "./schema";
import { endAdminSession, saveAdminSession } from "./session";

/** Signs in with all four fields (SPEC §2 Admin login); the form navigates on success. */
export const loginAction = actionClient.inputSchema(loginSchema).action(async ({ parsedInput }) => {
  const env = readEnv();
  const ip = clientIpFromHeaders(await headers(), env.TRUST_PROXY);
  const admin = await loginAdmin(getDb(), parsedInput, { ip, limit: env.LOGIN_FAILURE_LIMIT });
  await saveAdminSession({
    admin_id: admin.id,
    username: admin.username,
    email: admin.email,
    first_name: admin.firstName,
    last_name: admin.lastName,
    role: admin.role,
    authenticated_at: new Date().toISOString(),
    session_version: admin.sessionVersion,
  });
  return { ok: true as const };
});

/** Ends the session. Built on the public client so an expired session can still log out. */
export const logoutAction = actionClient.action(async () => {
  await endAdminSession();
  return { ok: true as const };
});
