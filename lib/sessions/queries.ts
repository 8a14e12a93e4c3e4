import "server-only";

import { and, desc, eq, gt } from "drizzle-orm";

import type { Db } from "@/db/client";
import { sessions } from "@/db/schema";

import { deviceLabel } from "./device";
import { SESSION_LIFETIME_MS } from "./service";
import type { SessionListRow } from "./types";

/** The admin's live sessions, most recently seen first, the current one marked. */
export async function listAdminSessions(db: Db, adminId: string, currentSessionId: string, now = new Date()): Promise<SessionListRow[]> {
  const rows = await db
    .select({ id: sessions.id, userAgent: sessions.userAgent, ip: sessions.ip, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.adminId, adminId), gt(sessions.createdAt, new Date(now.getTime() - SESSION_LIFETIME_MS))))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  return rows.map(({ userAgent, ...row }) => ({ ...row, device: deviceLabel(userAgent), current: row.id === currentSessionId }));
}
