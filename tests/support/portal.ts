import { eq } from "drizzle-orm";
import { sealData } from "iron-session";

import type { Db } from "@/db/client";
import { clientContacts } from "@/db/schema";
import { startPortalSession } from "@/lib/portal/sessions";
import { PORTAL_COOKIE, portalCookieData, PORTAL_SESSION_LIFETIME_MS } from "@/lib/portal/tokens";

/**
 * Signs a client contact in to the portal as a spent sign-in link would: a portal_sessions row and
 * the sealed cookie naming it (Playwright's context.addCookies, or a Cookie header for route handlers).
 */
export async function portalSessionFor(db: Db, contactId: string, secret = process.env.SESSION_SECRET) {
  if (!secret) throw new Error("SESSION_SECRET is needed to seal the portal cookie.");
  const [contact] = await db.select({ clientId: clientContacts.clientId }).from(clientContacts).where(eq(clientContacts.id, contactId));
  if (!contact) throw new Error(`No client contact ${contactId}.`);
  const session = await startPortalSession(db, { contactId, clientId: contact.clientId, userAgent: "test", ip: null });
  const value = await sealData(portalCookieData(session.id), { password: secret, ttl: PORTAL_SESSION_LIFETIME_MS / 1000 });
  return { sessionId: session.id, cookie: { name: PORTAL_COOKIE, value }, header: `${PORTAL_COOKIE}=${value}` };
}
