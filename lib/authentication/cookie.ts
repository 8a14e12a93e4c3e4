import "server-only";

import { getIronSession, sealData, unsealData, type IronSession, type SessionOptions } from "iron-session";
import { cookies, headers } from "next/headers";
import { z } from "zod";

import { readEnv } from "@/lib/env";
import { readCookie, servesHttps } from "@/lib/http";

import { SESSION_LIFETIME_MS } from "./service";
import { adminSessionSchema, SESSION_COOKIE, sessionSecret, type AdminSessionData, type StoredSession } from "./session-seal";

/** The one place the admin session cookie is read and written through the request (its seal: ./session-seal). */
function sessionOptions(secure: boolean): SessionOptions {
  return {
    cookieName: SESSION_COOKIE,
    password: sessionSecret(),
    // The seal itself expires too, so a stolen cookie is useless after a day whatever its contents.
    ttl: SESSION_LIFETIME_MS / 1000,
    cookieOptions: { httpOnly: true, sameSite: "lax", secure, path: "/" },
  };
}

/** The session of the current request (server components, server actions, route handlers). */
export async function getSession(): Promise<IronSession<StoredSession>> {
  const [cookieStore, requestHeaders] = await Promise.all([cookies(), headers()]);
  return getIronSession<StoredSession>(cookieStore, sessionOptions(servesHttps(requestHeaders, readEnv().SITE_URL)));
}

/** Whether the request carries an admin_session cookie at all (valid or not). */
export async function hasSessionCookie(): Promise<boolean> {
  return (await cookies()).has(SESSION_COOKIE);
}

/** Writes a fresh session for this admin (login) or re-seals it with new values (profile save). */
export async function saveAdminSession(data: AdminSessionData): Promise<void> {
  const session = await getSession();
  Object.assign(session, adminSessionSchema.parse(data));
  await session.save();
}

/** Removes the cookie (logout, expired or broken sessions); the caller ends its `sessions` row. */
export async function clearSessionCookie(): Promise<void> {
  const session = await getSession();
  session.destroy();
}

/*
 * The trusted-device cookie: set on a successful sign-in, it names the username that signed in on
 * this browser, so the per-username throttle (./username-throttle.ts) never slows the admin on
 * their own browser while someone else hammers their username. It grants nothing by itself.
 */
export const TRUSTED_DEVICE_COOKIE = "admin_device";
const TRUSTED_DEVICE_TTL_SECONDS = 90 * 24 * 60 * 60;
const trustedDeviceSchema = z.object({ username: z.string() });

/** Whether this browser has signed in as `username` before (its sealed trusted-device cookie says so). */
export async function isTrustedDevice(username: string): Promise<boolean> {
  const seal = (await cookies()).get(TRUSTED_DEVICE_COOKIE)?.value;
  if (!seal) return false;
  try {
    const parsed = trustedDeviceSchema.safeParse(await unsealData(seal, { password: sessionSecret(), ttl: TRUSTED_DEVICE_TTL_SECONDS }));
    return parsed.success && parsed.data.username === username.trim().toLowerCase();
  } catch {
    return false;
  }
}

/** Marks this browser as one `username` signs in on. */
export async function rememberTrustedDevice(username: string): Promise<void> {
  const [cookieStore, requestHeaders] = await Promise.all([cookies(), headers()]);
  const seal = await sealData({ username: username.trim().toLowerCase() }, { password: sessionSecret(), ttl: TRUSTED_DEVICE_TTL_SECONDS });
  cookieStore.set(TRUSTED_DEVICE_COOKIE, seal, {
    httpOnly: true,
    sameSite: "lax",
    secure: servesHttps(requestHeaders, readEnv().SITE_URL),
    path: "/admin",
    maxAge: TRUSTED_DEVICE_TTL_SECONDS,
  });
}

/** Reads the session straight from a Request's Cookie header: route handlers and their tests. */
export async function readSessionFromRequest(request: Request): Promise<StoredSession> {
  const seal = readCookie(request.headers.get("cookie") ?? "", SESSION_COOKIE);
  if (!seal) return {};
  try {
    return await unsealData<StoredSession>(seal, { password: sessionSecret(), ttl: SESSION_LIFETIME_MS / 1000 });
  } catch {
    return {};
  }
}
