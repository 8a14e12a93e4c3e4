import "server-only";

import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";

import type { Db } from "@/db/client";
import { activityLog, adminUsers } from "@/db/schema";
import { addDays } from "@/lib/dates";

import type { AuditFilters } from "./schema";
import type { AuditListRow } from "./types";

/** The start of an agency calendar day as an instant: a constant, so the created_at indexes serve the range. */
const dayStart = (isoDate: string, timeZone: string) => sql`(${isoDate}::date)::timestamp at time zone ${timeZone}`;

/**
 * The filters as SQL. Each is served by an index ordered like the list (newest first):
 * activity_log_performed_by_idx, _entity_type_created_at_idx, _action_created_at_idx, or
 * _created_at_idx for the dates alone.
 */
export function auditWhere(filters: AuditFilters, timeZone: string): SQL | undefined {
  return and(
    filters.adminId ? eq(activityLog.performedBy, filters.adminId) : undefined,
    filters.entity ? eq(activityLog.entityType, filters.entity) : undefined,
    filters.action ? eq(activityLog.action, filters.action) : undefined,
    filters.from ? gte(activityLog.createdAt, dayStart(filters.from, timeZone)) : undefined,
    filters.to ? lt(activityLog.createdAt, dayStart(addDays(filters.to, 1), timeZone)) : undefined,
  );
}

/** The entry's actor as the Audit section and its export name it (null: the system). */
export const actorColumn = sql<string | null>`coalesce(${adminUsers.username}, ${activityLog.performedByContactName} || ' (client)')`;

export const auditColumns = {
  id: activityLog.id,
  createdAt: activityLog.createdAt,
  // Who acted: the admin, or a client contact in the portal as "Jane Doe (client)".
  admin: actorColumn,
  entityType: activityLog.entityType,
  entityId: activityLog.entityId,
  entityName: activityLog.entityName,
  action: activityLog.action,
  description: activityLog.description,
  changes: activityLog.changes,
  metadata: activityLog.metadata,
};

export type AuditListQuery = { filters: AuditFilters; offset: number; limit: number; timeZone: string };

/** One page of the audit trail, newest first, and how many entries match. */
export async function listAuditEntries(
  db: Db,
  { filters, offset, limit, timeZone }: AuditListQuery,
): Promise<{ rows: AuditListRow[]; total: number }> {
  const where = auditWhere(filters, timeZone);
  const [rows, [counted]] = await Promise.all([
    db
      .select(auditColumns)
      .from(activityLog)
      .leftJoin(adminUsers, eq(adminUsers.id, activityLog.performedBy))
      .where(where)
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(activityLog).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
