import "server-only";

import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";

import type { Db } from "@/db/client";
import type { AdminRole } from "@/db/enums";
import { adminUsers, securitySettings } from "@/db/schema";
import { adminIdentityColumns } from "@/lib/authentication/columns";
import { temporaryCredentialsExpireAt } from "@/lib/authentication/temporary-credentials";
import { containsPattern } from "@/lib/list/params";

import type { AdminOption, TeamListRow } from "./types";

export type TeamListFilters = { q: string; role?: AdminRole; status?: "active" | "inactive"; offset: number; limit: number };

function teamWhere(filters: Omit<TeamListFilters, "offset" | "limit">): SQL | undefined {
  const pattern = containsPattern(filters.q);
  const name = sql`coalesce(${adminUsers.firstName}, '') || ' ' || coalesce(${adminUsers.lastName}, '')`;
  return and(
    filters.q ? or(ilike(adminUsers.username, pattern), ilike(adminUsers.email, pattern), ilike(name, pattern)) : undefined,
    filters.role ? eq(adminUsers.role, filters.role) : undefined,
    filters.status ? eq(adminUsers.active, filters.status === "active") : undefined,
  );
}

/**
 * One page of the team: active admins first, owners before staff, then by username. An agency
 * has a handful of admins, so the table needs no index beyond its keys.
 */
export async function listTeam(db: Db, filters: TeamListFilters, now = new Date()): Promise<{ rows: TeamListRow[]; total: number }> {
  const where = teamWhere(filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        ...adminIdentityColumns,
        active: adminUsers.active,
        mustSetCredentials: adminUsers.mustSetCredentials,
        hasSecondFactor: sql<boolean>`${adminUsers.totpEnabledAt} is not null`,
        temporaryCredentialsIssuedAt: adminUsers.temporaryCredentialsIssuedAt,
        lastSignInAt: adminUsers.lastSignInAt,
        createdAt: adminUsers.createdAt,
      })
      .from(adminUsers)
      .where(where)
      .orderBy(desc(adminUsers.active), asc(adminUsers.role), asc(sql`lower(${adminUsers.username})`))
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ total: count() }).from(adminUsers).where(where),
  ]);
  return {
    rows: rows.map(({ temporaryCredentialsIssuedAt, ...row }) => {
      const expiresAt = temporaryCredentialsExpireAt({ ...row, temporaryCredentialsIssuedAt });
      return { ...row, temporaryCredentials: expiresAt && { expiresAt, expired: expiresAt.getTime() <= now.getTime() } };
    }),
    total: counted?.total ?? 0,
  };
}

/** Every admin, deactivated ones too (their entries stay), for the Audit section's admin filter. */
export async function listAdminOptions(db: Db): Promise<AdminOption[]> {
  const rows = await db
    .select({ id: adminUsers.id, username: adminUsers.username, active: adminUsers.active })
    .from(adminUsers)
    .orderBy(asc(sql`lower(${adminUsers.username})`));
  return rows.map(({ id, username, active }) => ({ id, label: active ? username : `${username} (deactivated)` }));
}

/** Whether the owners require a second factor of every admin (off until an owner turns it on). */
export async function isSecondFactorRequired(db: Db): Promise<boolean> {
  const [settings] = await db.select({ required: securitySettings.requireSecondFactor }).from(securitySettings);
  return settings?.required ?? false;
}
