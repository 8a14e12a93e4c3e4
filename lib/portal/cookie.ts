import "server-only";

import { getIronSession, unsealData, type SessionOptions } from "iron-session";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { z } from "zod";

import { getDb, type Db } from "@/db/client";
import { readEnv } from "@/lib/env";
import { readCookie, servesHttps } from "@/lib/http";

import { portalPaths } from "./paths";
import { type PortalViewer, verifyPortalSession } from "./sessions";
import { PORTAL_COOKIE, portalCookieData, PORTAL_SESSION_LIFETIME_MS } from "./tokens";

const storedSchema = z.object({ portal_session_id: z.uuid() });
type StoredPortalSession = Partial<Record<"portal_session_id", unknown>>;

function options(secure: boolean): SessionOptions {
  const secret = readEnv().SESSION_SECRET;
  if (!secret) throw new Error("SESSION_SECRET is not set: the client portal cannot sign anyone in.");
  return {
    cookieName: PORTAL_COOKIE,
    password: secret,
    ttl: PORTAL_SESSION_LIFETIME_MS / 1000,
    cookieOptions: { httpOnly: true, sameSite: "lax", secure, path: "/" },
  };
}

async function portalCookie() {
  const [cookieStore, requestHeaders] = await Promise.all([cookies(), headers()]);
  return getIronSession<StoredPortalSession>(cookieStore, options(servesHttps(requestHeaders, readEnv().SITE_URL)));
}

/** Writes the cookie for a session just started (route handlers and server actions only). */
export async function savePortalCookie(sessionId: string): Promise<void> {
  const session = await portalCookie();
  Object.assign(session, portalCookieData(sessionId));
  await session.save();
}

/** Removes the cookie (sign out); the caller ends the row. */
export async function clearPortalCookie(): Promise<void> {
  (await portalCookie()).destroy();
}

/** The session id the request's cookie names, or null. */
export async function readPortalSessionId(): Promise<string | null> {
  const parsed = storedSchema.safeParse({ ...(await portalCookie()) });
  return parsed.success ? parsed.data.portal_session_id : null;
}

/** The portal viewer of the current request, or null. Cached per request: layout and page share one query. */
export const readPortalViewer = cache(async (): Promise<PortalViewer | null> => {
  const sessionId = await readPortalSessionId();
  return sessionId ? verifyPortalSession(getDb(), sessionId) : null;
});

/** For portal pages: the viewer, else the sign-in page. */
export async function requirePortalPage(): Promise<PortalViewer> {
  const viewer = await readPortalViewer();
  if (!viewer) redirect(portalPaths.signIn);
  return viewer;
}

/** For portal route handlers: the viewer of the request's cookie, or null (answer 401). */
export async function portalViewerFromRequest(request: Request, db: Db = getDb(), now = new Date()): Promise<PortalViewer | null> {
  const seal = readCookie(request.headers.get("cookie") ?? "", PORTAL_COOKIE);
  if (!seal) return null;
  const secret = readEnv().SESSION_SECRET;
  if (!secret) return null;
  try {
    const parsed = storedSchema.safeParse(await unsealData(seal, { password: secret, ttl: PORTAL_SESSION_LIFETIME_MS / 1000 }));
    return parsed.success ? await verifyPortalSession(db, parsed.data.portal_session_id, now) : null;
  } catch {
    return null;
  }
}
