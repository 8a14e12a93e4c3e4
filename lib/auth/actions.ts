"use server";

import { headers } from "next/headers";

import { getDb } from "@/db/client";
import { readEnv } from "@/lib/env";
import { clientIpFromHeaders } from "@/lib/http";
import { actionClient } from "@/lib/safe-action";

import { loginAdmin } from "./login";
import { loginSchema } from "./schema";
import { endAdminSession, saveAdminSession, sessionFor } from "./session";

/** Signs in with all four fields (SPEC §2 Admin login); the form navigates on success. */
export const loginAction = actionClient.inputSchema(loginSchema).action(async ({ parsedInput }) => {
  const env = readEnv();
  const ip = clientIpFromHeaders(await headers(), env.TRUST_PROXY);
  const admin = await loginAdmin(getDb(), parsedInput, { ip, limit: env.LOGIN_FAILURE_LIMIT });
  await saveAdminSession(sessionFor(admin, new Date()));
  return { ok: true as const };
});

/** Ends the session. Built on the public client so an expired session can still log out. */
export const logoutAction = actionClient.action(async () => {
  await endAdminSession();
  return { ok: true as const };
});
