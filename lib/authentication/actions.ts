"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";

import { getDb } from "@/db/client";
import { readEnv } from "@/lib/env";
import { clientAddress } from "@/lib/http/client-address";
import { actionClient } from "@/lib/safe-action";

import { clearSessionCookie, getSession, isTrustedDevice, rememberTrustedDevice, saveAdminSession } from "./cookie";
import { loginSchema } from "./schema";
import { endSession, loginAdmin, SecondFactorNeeded, signIn } from "./service";
import { sessionFor } from "./session-seal";

/**
 * Signs in with all four fields (SPEC §2 Admin login), then, for an admin with a second factor,
 * with the same four and the code: the first answer is `{ codeNeeded: true }` and the form asks
 * for it. The form navigates on `{ ok: true }`.
 */
export const loginAction = actionClient.inputSchema(loginSchema).action(async ({ parsedInput }) => {
  const env = readEnv();
  const db = getDb();
  const requestHeaders = await headers();
  const ip = clientAddress(requestHeaders, env.TRUST_PROXY);
  const userAgent = requestHeaders.get("user-agent");
  let admin: Awaited<ReturnType<typeof loginAdmin>>;
  try {
    admin = await loginAdmin(db, parsedInput, {
      ip,
      userAgent,
      limit: env.LOGIN_FAILURE_LIMIT,
      ipLimit: env.LOGIN_IP_LIMIT,
      usernameLimit: env.LOGIN_USERNAME_LIMIT,
      trustedDevice: await isTrustedDevice(parsedInput.username),
    });
  } catch (error) {
    if (error instanceof SecondFactorNeeded) return { ok: false as const, codeNeeded: true as const };
    throw error;
  }
  const session = await signIn(db, admin, { userAgent, ip });
  await saveAdminSession(sessionFor(admin, session));
  await rememberTrustedDevice(admin.username);
  return { ok: true as const };
});

/**
 * Ends the session: its `sessions` row first, so a copy of the cookie stops working too, then the
 * cookie. Built on the public client so an expired session can still log out. The redirect is the
 * server's: a changed cookie makes Next re-render the current page, whose guard would otherwise
 * race the browser to the sign-in page.
 */
export const logoutAction = actionClient.action(async () => {
  const { session_id: sessionId } = await getSession();
  const id = z.uuid().safeParse(sessionId);
  if (id.success) await endSession(getDb(), id.data);
  await clearSessionCookie();
  redirect("/");
});
