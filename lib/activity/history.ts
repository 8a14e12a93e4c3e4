import "server-only";

import { desc, eq, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { adminUsers, communications, type ActivityChanges } from "@/db/schema";

import type { History, HistoryEntry, HistoryMessage } from "./types";

/** A history lists this many entries, newest first. */
export const HISTORY_LIMIT = 100;

/**
 * A lead and every lead merged into it, however many merges deep: a merge leaves the duplicate's
 * entries where they are (entries are never changed) and its 'merged' entry names the duplicate.
 */
async function leadAndMergedIds(db: Db, leadId: string): Promise<string[]> {
  // UNION drops ids already found, so even a loop of merge entries ends.
  const rows = await db.execute<{ id: string }>(sql`
    with recursive merged (id) as (
      select ${leadId}::uuid
      union
      select (entry.metadata ->> 'merged_lead_id')::uuid
      from activity_log entry join merged on entry.entity_type = 'lead' and entry.entity_id = merged.id
      where entry.action = 'merged' and entry.metadata ? 'merged_lead_id'
    )
    select id from merged`);
  return rows.map((row) => row.id);
}

/**
 * The audit entries of a lead (and leads merged into it) or a project, with those of its
 * communications except their creation and every step of its proposals, newest first; each part
 * reads its own index.
 */
export async function listEntityHistory(db: Db, kind: "lead" | "project", id: string, limit = HISTORY_LIMIT): Promise<HistoryEntry[]> {
  const ids = kind === "lead" ? await leadAndMergedIds(db, id) : [id];
  const idArray = sql`array[${sql.join(
    ids.map((one) => sql`${one}::uuid`),
    sql`, `,
  )}]`;
  const textArray = sql`array[${sql.join(
    ids.map((one) => sql`${one}`),
    sql`, `,
  )}]::text[]`;
  // Written out, not bound: the partial index matches only its own literal key.
  const refKey = sql.raw(kind === "lead" ? "'lead_id'" : "'project_id'");
  const rows = await db.execute<{
    id: string;
    entity_type: string;
    action: string;
    description: string;
    changes: ActivityChanges | null;
    created_at: Date | string;
    performed_by: string | null;
  }>(sql`
    select entry.id, entry.entity_type, entry.action, entry.description, entry.changes, entry.created_at, admin.username as performed_by
    from (
      (select * from activity_log
        where entity_type = ${kind} and entity_id = any(${idArray})
        order by created_at desc limit ${limit})
      union all
      (select * from activity_log
        where metadata ? ${refKey} and (metadata ->> ${refKey}) = any(${textArray})
          and ((entity_type = 'communication' and action <> 'created') or entity_type = 'proposal')
        order by created_at desc limit ${limit})
    ) entry
    left join admin_users admin on admin.id = entry.performed_by
    order by entry.created_at desc, entry.id desc
    limit ${limit}`);
  return rows.map((row) => ({
    id: row.id,
    entityType: row.entity_type,
    action: row.action,
    description: row.description,
    changes: row.changes,
    createdAt: new Date(row.created_at),
    performedBy: row.performed_by,
  }));
}

/** The communications of a lead or a project, newest first. */
async function listHistoryMessages(db: Db, kind: "lead" | "project", id: string, limit = HISTORY_LIMIT): Promise<HistoryMessage[]> {
  return db
    .select({
      id: communications.id,
      type: communications.type,
      subject: communications.subject,
      content: communications.content,
      createdAt: communications.createdAt,
      createdBy: adminUsers.username,
      fromEmail: communications.fromEmail,
      toEmail: communications.toEmail,
    })
    .from(communications)
    .leftJoin(adminUsers, eq(adminUsers.id, communications.createdBy))
    .where(eq(kind === "lead" ? communications.leadId : communications.projectId, id))
    .orderBy(desc(communications.createdAt), desc(communications.id))
    .limit(limit);
}

/** What a lead's or a project's details show under History. */
export async function getHistory(db: Db, kind: "lead" | "project", id: string): Promise<History> {
  const [activity, messages] = await Promise.all([listEntityHistory(db, kind, id), listHistoryMessages(db, kind, id)]);
  return { activity, communications: messages };
}
