import "server-only";

import { desc, eq, sql } from "drizzle-orm";

import type { Database } from "@/db/client";
import { activityLog, adminUsers } from "@/db/schema";
import { csvFileName } from "@/lib/export/csv-format";
import { csvResponse, csvSelection, type CsvColumn, type CsvStreamOptions } from "@/lib/export/csv-stream";

import { actorColumn, auditWhere } from "./queries";
import type { AuditFilters } from "./schema";

/** What the export sends about each entry: the list's columns and its details (changes, metadata as JSON). */
export function auditExportColumns(timeZone: string): CsvColumn[] {
  return [
    { header: "Time", value: sql`to_char(${activityLog.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')` },
    { header: "Admin", value: actorColumn },
    { header: "Entity", value: sql`${activityLog.entityType}` },
    { header: "Entity ID", value: sql`${activityLog.entityId}` },
    { header: "Entity Name", value: sql`${activityLog.entityName}` },
    { header: "Action", value: sql`${activityLog.action}` },
    { header: "Description", value: sql`${activityLog.description}` },
    { header: "Changes", value: sql`${activityLog.changes}` },
    { header: "Details", value: sql`${activityLog.metadata}` },
    { header: "Entry ID", value: sql`${activityLog.id}` },
  ];
}

/** GET /api/admin/export/audit.csv: every entry the Audit section lists for these filters, newest first, streamed. */
export function exportAuditCsv(
  db: Database,
  filters: AuditFilters,
  { timeZone, today }: { timeZone: string; today: string },
  options?: CsvStreamOptions,
): Promise<Response> {
  const columns = auditExportColumns(timeZone);
  const query = db
    .select(csvSelection(columns))
    .from(activityLog)
    .leftJoin(adminUsers, eq(adminUsers.id, activityLog.performedBy))
    .where(auditWhere(filters, timeZone))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id));
  return csvResponse(db, query, columns, csvFileName("audit", today), options);
}
