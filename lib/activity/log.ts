// No "server-only" marker: the job worker (plain Node) logs the reminders and retainer invoices it makes.
import type { Db } from "@/db/client";
import type { ActivityEntityType } from "@/db/enums";
import { activityLog, type ActivityChanges } from "@/db/schema";

import { withoutSecrets } from "./changes";
import type { AuditAction } from "./vocabulary";

export type ActivityEntry = {
  entityType: ActivityEntityType;
  /** Null only for a failed sign-in under a username no admin has. */
  entityId: string | null;
  /** The entity's name now, so the entry still reads after the entity is deleted. */
  entityName?: string | null;
  action: AuditAction;
  description: string;
  /** The signed-in admin (SPEC §7: the performer is the current user); null for the worker and the command line. */
  performedBy: string | null;
  /** A client contact acting in the client portal (performedBy is then null): the audit shows them as the actor. */
  performedByContact?: { id: string; name: string } | null;
  /** For an update: the changed fields with their old and new values (lib/activity/changes.ts). */
  changes?: ActivityChanges | null;
  metadata?: Record<string, string | number | boolean | null>;
};

/**
 * Writes one audit entry. Pass the transaction of the change it records, so the entry and the
 * change commit or roll back together (DESIGN.md "Atomic business steps"). Secret fields are
 * dropped from `changes` and `metadata` whatever the caller passed. Returns the id.
 */
export async function logActivity(tx: Db, entry: ActivityEntry): Promise<string> {
  const [row] = await tx.insert(activityLog).values(storedEntry(entry)).returning({ id: activityLog.id });
  return row!.id;
}

/** Several entries in one statement (one per mail of 'Retry all failed'); nothing for an empty list. */
export async function logActivities(tx: Db, entries: ActivityEntry[]): Promise<void> {
  if (entries.length > 0) await tx.insert(activityLog).values(entries.map(storedEntry));
}

function storedEntry({ performedByContact, ...entry }: ActivityEntry) {
  const changes = entry.changes ? withoutSecrets(entry.changes) : {};
  return {
    ...entry,
    performedByContactId: performedByContact?.id ?? null,
    performedByContactName: performedByContact?.name ?? null,
    entityName: entry.entityName ?? null,
    changes: Object.keys(changes).length > 0 ? changes : null,
    metadata: entry.metadata ? withoutSecrets(entry.metadata) : null,
  };
}
