import { and, eq, gt, lt, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { clientContacts, clients, portalSessions } from "@/db/schema";

import { PORTAL_SESSION_LIFETIME_MS } from "./tokens";

/*
 * Portal sessions in the database: the cookie (./cookie.ts) names a row; the row decides. Deleting
 * it (sign out, revoke) ends the session at its next request, on any instance.
 */

/** Who a valid portal session belongs to: every portal query is scoped by `clientId`. */
export type PortalViewer = {
  sessionId: string;
  contactId: string;
  clientId: string;
  contactName: string;
  contactEmail: string;
  clientName: string;
};

const LAST_SEEN_INTERVAL_MS = 60 * 1000;
const USER_AGENT_MAX = 512;

export type NewPortalSession = { contactId: string; clientId: string; userAgent: string | null; ip: string | null; now?: Date };

/** Opens a session for a contact (after a sign-in link was spent, in its transaction). */
export async function startPortalSession(db: Db, { contactId, clientId, userAgent, ip, now = new Date() }: NewPortalSession) {
  const [row] = await db
    .insert(portalSessions)
    .values({
      contactId,
      clientId,
      userAgent: userAgent?.slice(0, USER_AGENT_MAX) || null,
      ip,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + PORTAL_SESSION_LIFETIME_MS),
    })
    .returning({ id: portalSessions.id, expiresAt: portalSessions.expiresAt });
  return row!;
}

/**
 * The viewer of a session id, or null when the row is gone or expired, or the contact's access was
 * revoked or moved to another client. One indexed read; last_seen_at is written at most once a minute.
 */
export async function verifyPortalSession(db: Db, sessionId: string, now = new Date()): Promise<PortalViewer | null> {
  const [row] = await db
    .select({
      sessionId: portalSessions.id,
      contactId: clientContacts.id,
      clientId: clients.id,
      contactName: clientContacts.name,
      contactEmail: clientContacts.email,
      clientName: clients.displayName,
      lastSeenAt: portalSessions.lastSeenAt,
    })
    .from(portalSessions)
    .innerJoin(clientContacts, and(eq(clientContacts.id, portalSessions.contactId), eq(clientContacts.clientId, portalSessions.clientId)))
    .innerJoin(clients, eq(clients.id, portalSessions.clientId))
    .where(and(eq(portalSessions.id, sessionId), gt(portalSessions.expiresAt, now), sql`${clientContacts.portalRevokedAt} is null`));
  if (!row) return null;
  const { lastSeenAt, ...viewer } = row;
  if (now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_INTERVAL_MS) {
    await db.update(portalSessions).set({ lastSeenAt: now }).where(eq(portalSessions.id, sessionId));
  }
  return viewer;
}

/** Ends one session (sign out); returns whether there was one. */
export async function endPortalSession(db: Db, sessionId: string): Promise<boolean> {
  return (await db.delete(portalSessions).where(eq(portalSessions.id, sessionId)).returning({ id: portalSessions.id })).length > 0;
}

/** Ends every session of a contact ("Revoke portal access"); returns how many. */
export async function endContactPortalSessions(db: Db, contactId: string): Promise<number> {
  return (await db.delete(portalSessions).where(eq(portalSessions.contactId, contactId)).returning({ id: portalSessions.id })).length;
}

/** Deletes expired sessions; the worker's hourly prune runs it. */
export async function pruneExpiredPortalSessions(db: Db, now = new Date()): Promise<number> {
  return (await db.delete(portalSessions).where(lt(portalSessions.expiresAt, now)).returning({ id: portalSessions.id })).length;
}

/** A contact's own live sessions for the Devices page, most recently active first. */
export async function listOwnPortalSessions(db: Db, viewer: Pick<PortalViewer, "contactId" | "clientId">, now = new Date()) {
  return db
    .select({
      id: portalSessions.id,
      userAgent: portalSessions.userAgent,
      createdAt: portalSessions.createdAt,
      lastSeenAt: portalSessions.lastSeenAt,
    })
    .from(portalSessions)
    .where(
      and(eq(portalSessions.contactId, viewer.contactId), eq(portalSessions.clientId, viewer.clientId), gt(portalSessions.expiresAt, now)),
    )
    .orderBy(sql`${portalSessions.lastSeenAt} desc`, portalSessions.id);
}
