import { eq } from "drizzle-orm";

import type { Db } from "@/db/client";
import { adminUsers } from "@/db/schema";
import { sealAdminSession } from "@/lib/auth/session";

import { FakeRequestContext, requestContext } from "./request-context";

/**
 * A browser holding a valid admin session cookie for `adminId`, made the current request
 * context (so server actions run as that admin and route handlers get the cookie).
 */
export async function signedInBrowser(db: Db, adminId: string): Promise<FakeRequestContext> {
  const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.id, adminId));
  if (!admin) throw new Error(`No admin ${adminId}`);
  const browser = new FakeRequestContext();
  browser.sessionCookie = await sealAdminSession({
    admin_id: admin.id,
    username: admin.username,
    email: admin.email,
    first_name: admin.firstName,
    last_name: admin.lastName,
    role: admin.role,
    authenticated_at: new Date().toISOString(),
    session_version: admin.sessionVersion,
  });
  requestContext.current = browser;
  return browser;
}
