import "server-only";

import { and, count, eq, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { activityLog, communications, leads, mailOutbox, projects } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { changedFields } from "@/lib/activity/changes";
import { logActivity } from "@/lib/activity/log";
import { formatDateTime } from "@/lib/dates";

import { MERGE_NOTE_SUBJECT, mergeLeadFields, mergeNote } from "./merge-rules";
import { findDuplicateRoot } from "./queries";
import { LEAD_GONE } from "./service";

export const LEAD_NOT_DUPLICATE =
  "This lead is not marked as a duplicate of an existing lead, so there is nothing to merge it into. Its original may have been deleted.";
export const ORIGINAL_GONE = "The original lead no longer exists, so this lead cannot be merged.";

/** Test seam: runs inside the merge transaction right after the first rows are moved. */
export type MergeHooks = { afterFirstMove?: (tx: Db) => Promise<void> };

export type MergeResult = {
  originalId: string;
  originalName: string;
  /** `activity`: the duplicate's audit entries, now part of the original's history. */
  moved: { communications: number; projects: number; activity: number; mail: number };
};

const mergeColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  source: leads.source,
  createdAt: leads.createdAt,
  phone: leads.phone,
  company: leads.company,
  service: leads.service,
  budget: leads.budget,
  timeline: leads.timeline,
  message: leads.message,
  brandName: leads.brandName,
  domainName: leads.domainName,
  insightsGenerated: leads.insightsGenerated,
  estimatedValue: leads.estimatedValue,
  expectedCloseDate: leads.expectedCloseDate,
  nextFollowUpDate: leads.nextFollowUpDate,
  lastContactDate: leads.lastContactDate,
  tags: leads.tags,
  priority: leads.priority,
  leadScore: leads.leadScore,
  duplicateOfId: leads.duplicateOfId,
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * 'Merge into original' in one transaction (docs/back-office.md "Duplicates"). The target is the root
 * of the duplicate chain, so no lead is left pointing at a deleted one. Both rows are locked FOR
 * UPDATE, the duplicate first: a second merge waits and then finds it gone, and concurrent edits
 * land on the merged row. A lead that is no duplicate (or whose original is gone) is refused.
 */
export async function mergeLeadIntoOriginal(
  db: Db,
  duplicateId: string,
  actorId: string,
  options: { timeZone: string; hooks?: MergeHooks },
): Promise<MergeResult> {
  return db.transaction(async (tx) => {
    const [duplicate] = await tx.select(mergeColumns).from(leads).where(eq(leads.id, duplicateId)).for("update");
    if (!duplicate) throw new UserFacingError(LEAD_GONE);
    if (!duplicate.duplicateOfId) throw new UserFacingError(LEAD_NOT_DUPLICATE);
    const rootId = await findDuplicateRoot(tx, duplicate.duplicateOfId);
    if (!rootId || rootId === duplicate.id) throw new UserFacingError(ORIGINAL_GONE);
    const [original] = await tx.select(mergeColumns).from(leads).where(eq(leads.id, rootId)).for("update");
    if (!original) throw new UserFacingError(ORIGINAL_GONE);

    const movedCommunications = await tx
      .update(communications)
      .set({ leadId: original.id })
      .where(eq(communications.leadId, duplicate.id))
      .returning({ id: communications.id });
    await options.hooks?.afterFirstMove?.(tx);

    const movedProjects = await tx
      .update(projects)
      .set({ leadId: original.id })
      .where(eq(projects.leadId, duplicate.id))
      .returning({ id: projects.id });
    // Entries are never changed: the duplicate's stay under its id, and the 'merged' entry below
    // names it, so the original's history includes them (lib/activity/history.ts).
    const [entries] = await tx
      .select({ total: count() })
      .from(activityLog)
      .where(and(eq(activityLog.entityType, "lead"), eq(activityLog.entityId, duplicate.id)));

    const movedMail = await tx
      .update(mailOutbox)
      .set({ leadId: original.id })
      .where(eq(mailOutbox.leadId, duplicate.id))
      .returning({ id: mailOutbox.id });

    await tx.update(leads).set({ duplicateOfId: original.id }).where(eq(leads.duplicateOfId, duplicate.id));

    const { patch, kept } = mergeLeadFields(original, duplicate);
    // updated_at moves even when no field is filled: the lead gained history.
    await tx
      .update(leads)
      .set({
        ...patch,
        // A converted duplicate's client stays reachable from the lead its projects moved to.
        clientId: sql`coalesce(${leads.clientId}, (select d.client_id from leads d where d.id = ${duplicate.id}))`,
        updatedAt: sql`now()`,
      })
      .where(eq(leads.id, original.id));

    await tx.insert(communications).values({
      type: "note",
      subject: MERGE_NOTE_SUBJECT,
      content: mergeNote(duplicate, kept, formatDateTime(duplicate.createdAt, options.timeZone) ?? duplicate.createdAt.toISOString()),
      leadId: original.id,
      createdBy: actorId,
      // Dated when the duplicate arrived, so the original's history reads in the order things happened.
      createdAt: duplicate.createdAt,
    });

    await tx.delete(leads).where(eq(leads.id, duplicate.id));

    const moved = {
      communications: movedCommunications.length,
      projects: movedProjects.length,
      activity: entries?.total ?? 0,
      mail: movedMail.length,
    };
    await logActivity(tx, {
      entityType: "lead",
      entityId: original.id,
      entityName: original.name,
      action: "merged",
      description: `Merged duplicate lead ${duplicate.name} (${duplicate.email}): moved ${plural(moved.communications, "communication", "communications")} and ${plural(moved.projects, "project", "projects")}; its ${plural(moved.activity, "history entry shows", "history entries show")} here`,
      performedBy: actorId,
      changes: changedFields(original, patch),
      metadata: { merged_lead_id: duplicate.id, ...moved },
    });
    return { originalId: original.id, originalName: original.name, moved };
  });
}
