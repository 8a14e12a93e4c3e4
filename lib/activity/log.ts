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
  performedBy: string | null;
  metadata?: Record<string, string | number | boolean | null>;
};

/** Writes one activity-log entry; pass the transaction of the change it records (DESIGN.md). */
export async function logActivity(tx: Db, entry: ActivityEntry): Promise<void> {
  await tx.insert(activityLog).values({
    entityType: entry.entityType,
    entityId: entry.entityId,
    entityName: entry.entityName ?? null,
    action: entry.action,
    description: entry.description,
    performedBy: entry.performedBy,
    metadata: entry.metadata ?? null,
  });
}
