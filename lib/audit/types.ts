import type { ActivityEntityType } from "@/db/enums";
import type { ActivityChanges } from "@/db/schema";

/** One entry of the Audit section's list, with everything its details show. */
export type AuditListRow = {
  id: string;
  createdAt: Date;
  /** The admin who acted (username), or null: the worker, the command line, a failed sign-in. */
  admin: string | null;
  entityType: ActivityEntityType;
  entityId: string | null;
  entityName: string | null;
  action: string;
  description: string;
  changes: ActivityChanges | null;
  metadata: Record<string, string | number | boolean | null> | null;
};
