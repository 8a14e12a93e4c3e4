import { and, eq, lt, ne } from "drizzle-orm";

import type { Db } from "@/db/client";
import { adminUsers, sessions } from "@/db/schema";
import { logActivity } from "@/lib/activity/log";
import { plural } from "@/lib/text/plural";

import { deviceLabel } from "./device";

/**
 * Server-side admin sessions (the `sessions` table). The sealed admin_session cookie carries the
 * row's id; a session is valid while its row exists and is under SESSION_LIFETIME_MS old, so
 * deleting rows is how sessions end: sign-out, "sign out everywhere else", a changed credential,
 * and an admin who is deactivated.
 */

/** SPEC §9: a session is valid while under 24 hours old. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** last_seen_at moves at most this often, so the check on every admin request stays a read. */
export const LAST_SEEN_INTERVAL_MS = 60 * 1000;

const USER_AGENT_MAX = 512;

export type NewSession = { adminId: string; userAgent: string | null; ip: string | null; now?: Date };

/** Records a sign-in and returns the new session's id and start. */
export async function startSession(db: Db, { adminId, userAgent, ip, now = new Date() }: NewSession) {
  const [row] = await db
    .insert(sessions)
    .values({ adminId, userAgent: userAgent?.slice(0, USER_AGENT_MAX) || null, ip, createdAt: now, lastSeenAt: now })
    .returning({ id: sessions.id, createdAt: sessions.createdAt });
  return row!;
}

type Admin = { id: string; username: string };

/**
 * A successful sign-in: the session row, the admin's last sign-in time and the audit entry, in one
 * transaction. Returns the new session's id and start.
 */
export async function signIn(db: Db, admin: Admin, { userAgent, ip, now = new Date() }: Omit<NewSession, "adminId">) {
  return db.transaction(async (tx) => {
    const session = await startSession(tx, { adminId: admin.id, userAgent, ip, now });
    await tx.update(adminUsers).set({ lastSignInAt: session.createdAt }).where(eq(adminUsers.id, admin.id));
    const device = deviceLabel(userAgent);
    await logActivity(tx, {
      entityType: "session",
      entityId: admin.id,
      entityName: admin.username,
      action: "signed_in",
      description: `Signed in (${device})`,
      performedBy: admin.id,
      metadata: { ip, device },
    });
    return session;
  });
}

/** Sign-out of the current browser: its session row ends, with the audit entry. Nothing for a session already gone. */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [ended] = await tx.delete(sessions).where(eq(sessions.id, sessionId)).returning({ adminId: sessions.adminId, userAgent: sessions.userAgent });
    if (!ended) return;
    const [admin] = await tx.select({ username: adminUsers.username }).from(adminUsers).where(eq(adminUsers.id, ended.adminId));
    await logActivity(tx, {
      entityType: "session",
      entityId: ended.adminId,
      entityName: admin?.username ?? null,
      action: "signed_out",
      description: `Signed out (${deviceLabel(ended.userAgent)})`,
      performedBy: ended.adminId,
    });
  });
}

/** Profile 'Sign out' on another of the admin's sessions; false when the admin has no session with that id. */
export async function endSessionOf(db: Db, admin: Admin, sessionId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .delete(sessions)
      .where(and(eq(sessions.adminId, admin.id), eq(sessions.id, sessionId)))
      .returning({ userAgent: sessions.userAgent });
    if (!ended) return false;
    await logSessionsEnded(tx, admin, `Signed out another session (${deviceLabel(ended.userAgent)})`);
    return true;
  });
}

/** The admin ended sessions of their own from the Profile. */
async function logSessionsEnded(tx: Db, admin: Admin, description: string) {
  await logActivity(tx, { entityType: "session", entityId: admin.id, entityName: admin.username, action: "session_ended", description, performedBy: admin.id });
}

/** Profile 'Sign out everywhere else': every session of the admin but this one ends, with one audit entry. */
export async function signOutOtherSessions(db: Db, admin: Admin, keepSessionId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await endOtherSessions(tx, admin.id, keepSessionId);
    if (ended > 0) await logSessionsEnded(tx, admin, `Signed out everywhere else (${plural(ended, "session")})`);
    return ended;
  });
}

/** Ends every session of the admin (a reset from the CLI; a deactivated admin). Returns how many. */
export async function endAllSessions(db: Db, adminId: string): Promise<number> {
  return (await db.delete(sessions).where(eq(sessions.adminId, adminId)).returning({ id: sessions.id })).length;
}

/** Ends every session of the admin but the one given (a changed credential, "sign out everywhere else"). */
export async function endOtherSessions(db: Db, adminId: string, keepSessionId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.adminId, adminId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Moves last_seen_at to now when it is older than LAST_SEEN_INTERVAL_MS (at most one write a minute). */
export async function touchSession(db: Db, sessionId: string, now = new Date()): Promise<void> {
  const stale = new Date(now.getTime() - LAST_SEEN_INTERVAL_MS);
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, stale)));
}

/** Deletes sessions past their lifetime; the worker runs it hourly. */
export async function pruneExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const expired = new Date(now.getTime() - SESSION_LIFETIME_MS);
  return (await db.delete(sessions).where(lt(sessions.createdAt, expired)).returning({ id: sessions.id })).length;
}
