import { eq } from "drizzle-orm";

import type { Db } from "@/db/client";
import { adminUsers } from "@/db/schema";
import { startSession } from "@/lib/authentication/service";
import { sealAdminSession, sessionFor } from "@/lib/authentication/session-seal";

import { FakeRequestContext, requestContext } from "./request-context";

/**
 * A browser holding a valid admin session cookie for `adminId` (with its `sessions` row), made
 * the current request context (so server actions run as that admin and route handlers get the cookie).
 */
export async function signedInBrowser(db: Db, adminId: string): Promise<FakeRequestContext> {
  const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.id, adminId));
  if (!admin) throw new Error(`No admin ${adminId}`);
  const browser = new FakeRequestContext();
  const session = await startSession(db, { adminId: admin.id, userAgent: "Vitest", ip: "203.0.113.7" });
  browser.sessionCookie = await sealAdminSession(sessionFor(admin, session));
  requestContext.current = browser;
  return browser;
}
