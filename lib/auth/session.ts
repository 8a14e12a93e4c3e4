import "server-only";

import { cookies, headers } from "next/headers";
import { getIronSession, sealData, unsealData, type IronSession, type SessionOptions } from "iron-session";
import { z } from "zod";

import { readEnv } from "@/lib/env";
import { isHttpsRequest } from "@/lib/http";

/**
 * The one place the admin session cookie is read and written (CONTRACT.md "Admin session"):
 * a sealed (encrypted + signed) iron-session cookie holding SPEC §3's fields, plus the admin's
 * session_version so a password change can end every other session.
 */
export const SESSION_COOKIE = "admin_session";
/** SPEC §9: a session is valid while under 24 hours old. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const adminSessionSchema = z.object({
  admin_id: z.uuid(),
  username: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: z.string(),
  authenticated_at: z.iso.datetime(),
  session_version: z.number().int(),
});
export type AdminSessionData = z.infer<typeof adminSessionSchema>;

/** A cookie's contents before they are checked: anything the seal held, or nothing. */
export type StoredSession = Partial<Record<keyof AdminSessionData, unknown>>;

function sessionSecret(): string {
  const secret = readEnv().SESSION_SECRET;
  if (!secret) {
    throw new Error("SESSION_SECRET is not set: start the app with `npm start`, or set it (32+ characters).");
  }
  return secret;
}

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
  return getIronSession<StoredSession>(cookieStore, sessionOptions(isHttpsRequest(requestHeaders)));
}

/** Whether the request carries an admin_session cookie at all (valid or not). */
export async function hasSessionCookie(): Promise<boolean> {
  return (await cookies()).has(SESSION_COOKIE);
}

/** Writes a fresh session for this admin (login) or re-seals it with new values (profile save). */
type SessionAdmin = {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  sessionVersion: number;
};

/** The SPEC session fields for an admin row, authenticated at the given moment. */
export function sessionFor(admin: SessionAdmin, authenticatedAt: Date): AdminSessionData {
  return {
    admin_id: admin.id,
    username: admin.username,
    email: admin.email,
    first_name: admin.firstName,
    last_name: admin.lastName,
    role: admin.role,
    authenticated_at: authenticatedAt.toISOString(),
    session_version: admin.sessionVersion,
  };
}

export async function saveAdminSession(data: AdminSessionData): Promise<void> {
  const session = await getSession();
  Object.assign(session, adminSessionSchema.parse(data));
  await session.save();
}

/** Removes the cookie (logout, expired or broken sessions). */
export async function endAdminSession(): Promise<void> {
  const session = await getSession();
  session.destroy();
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

/** Seals session data as the cookie value (tests forge and age cookies with it). */
export async function sealAdminSession(data: StoredSession): Promise<string> {
  return sealData(data, { password: sessionSecret(), ttl: SESSION_LIFETIME_MS / 1000 });
}

function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
