import "server-only";

import { and, count, desc, eq, gt, isNull } from "drizzle-orm";

import type { Db } from "@/db/client";
import { adminRecoveryCodes, adminUsers, sessions } from "@/db/schema";
import { deviceLabel } from "@/lib/authentication/device";
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS } from "@/lib/authentication/service";

import type { Profile, SecondFactorStatus, SessionListRow } from "./types";

export async function getProfile(db: Db, adminId: string): Promise<Profile | null> {
  const [profile] = await db
    .select({
      username: adminUsers.username,
      email: adminUsers.email,
      phone: adminUsers.phone,
      firstName: adminUsers.firstName,
      lastName: adminUsers.lastName,
    })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId));
  return profile ?? null;
}

/** The admin's live sessions (under 24 hours old, used within 2 hours), most recently used first, the current one marked. */
export async function listAdminSessions(db: Db, adminId: string, currentSessionId: string, now = new Date()): Promise<SessionListRow[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.adminId, adminId),
        gt(sessions.createdAt, new Date(now.getTime() - SESSION_LIFETIME_MS)),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  return rows.map(({ userAgent, ...row }) => ({ ...row, device: deviceLabel(userAgent), current: row.id === currentSessionId }));
}

/** The Profile's second-factor card: on since when (null: off), and how many recovery codes are unused. */
export async function getSecondFactorStatus(db: Db, adminId: string): Promise<SecondFactorStatus> {
  const [[admin], [codes]] = await Promise.all([
    db.select({ enabledAt: adminUsers.totpEnabledAt }).from(adminUsers).where(eq(adminUsers.id, adminId)),
    db
      .select({ unused: count() })
      .from(adminRecoveryCodes)
      .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt))),
  ]);
  return { enabledAt: admin?.enabledAt ?? null, recoveryCodesLeft: codes?.unused ?? 0 };
}
