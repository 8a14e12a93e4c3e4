import "server-only";

import type { Db } from "@/db/client";
import type { ActivityEntityType } from "@/db/enums";
import { activityLog } from "@/db/schema";

export type ActivityEntry = {
  entityType: ActivityEntityType;
  entityId: string;
  /** The entity's name now, so the entry still reads after the entity is deleted. */
  entityName?: string | null;
  action: string;
  description: string;
  /** The signed-in admin (SPEC §7: the performer is the current user). */
  performedBy: string | null;
  metadata?: Record<string, string | number | boolean | null>;
};

/**
 * Writes one activity_log entry. Pass the transaction of the change it records, so the entry and
 * the change commit or roll back together (DESIGN.md "Atomic business steps"). Returns the id.
 */
export async function logActivity(tx: Db, entry: ActivityEntry): Promise<string> {
  const [row] = await tx
    .insert(activityLog)
    .values({ ...entry, entityName: entry.entityName ?? null, metadata: entry.metadata ?? null })
    .returning({ id: activityLog.id });
  return row!.id;
}
