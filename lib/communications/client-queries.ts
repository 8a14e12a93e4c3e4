import "server-only";

import { desc, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { communications } from "@/db/schema";

import { belongsToClient } from "./client-scope";
import type { ClientSharedCommunicationRow } from "./types";

/** The client page's sharing list shows the newest this many. */
export const CLIENT_SHARING_LIMIT = 50;

/**
 * A client's communications for the client page's sharing controls, newest first. Notes are
 * left out: they are never shown in the portal, so there is nothing to decide for them.
 */
export async function listClientCommunications(db: Db, clientId: string): Promise<ClientSharedCommunicationRow[]> {
  const rows = await db
    .select({
      id: communications.id,
      type: communications.type,
      subject: communications.subject,
      preview: sql<string>`left(${communications.content}, 160)`,
      clientVisible: communications.clientVisible,
      portalContactId: communications.portalContactId,
      createdAt: communications.createdAt,
    })
    .from(communications)
    .where(sql`${belongsToClient(clientId)} and ${communications.type} <> 'note'`)
    .orderBy(desc(communications.createdAt), desc(communications.id))
    .limit(CLIENT_SHARING_LIMIT);
  return rows.map(({ portalContactId, ...row }) => ({ ...row, fromPortal: portalContactId !== null }));
}
