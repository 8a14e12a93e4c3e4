import "server-only";

import { eq } from "drizzle-orm";

import type { Db } from "@/db/client";
import { communications } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { logActivity } from "@/lib/activity/log";

import { communicationClientIdSql } from "./client-scope";
import { COMMUNICATION_GONE, communicationName } from "./service";
import { shareRefusal } from "./sharing-rules";

/**
 * Shows or hides a communication in its client's portal, with an audit entry. Refused for a note
 * or one tied to no client; a client's own portal message stays visible to them.
 */
export async function setCommunicationVisibility(
  db: Db,
  input: { id: string; visible: boolean },
  actorId: string,
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: communications.id,
        type: communications.type,
        subject: communications.subject,
        content: communications.content,
        leadId: communications.leadId,
        projectId: communications.projectId,
        clientVisible: communications.clientVisible,
        portalContactId: communications.portalContactId,
        clientId: communicationClientIdSql,
      })
      .from(communications)
      .where(eq(communications.id, input.id))
      .for("update");
    if (!row) throw new UserFacingError(COMMUNICATION_GONE);
    if (row.portalContactId && !input.visible) throw new UserFacingError("A message the client wrote in the portal stays in their thread.");
    if (input.visible) {
      const refusal = shareRefusal(row.type, row.clientId);
      if (refusal) throw new UserFacingError(refusal);
    }
    if (row.clientVisible === input.visible) return { changed: false };
    await tx.update(communications).set({ clientVisible: input.visible }).where(eq(communications.id, row.id));
    await logActivity(tx, {
      entityType: "communication",
      entityId: row.id,
      entityName: communicationName(row),
      action: "updated",
      description: input.visible ? "Shown in the client portal" : "Hidden from the client portal",
      performedBy: actorId,
      changes: { client_visible: { old: row.clientVisible, new: input.visible } },
      metadata: {
        ...(row.clientId ? { client_id: row.clientId } : {}),
        ...(row.leadId ? { lead_id: row.leadId } : {}),
        ...(row.projectId ? { project_id: row.projectId } : {}),
      },
    });
    return { changed: true };
  });
}
