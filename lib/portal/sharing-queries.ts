import "server-only";

import type { Db } from "@/db/client";
import { listClientCommunications } from "@/lib/communications/client-queries";
import { listClientProjectUpdates } from "@/lib/projects/updates-service";

import type { ClientPortalSharing } from "./sharing-types";

/** What the client page's "Shared in the client portal" part lists: the client's updates and communications. */
export async function getClientPortalSharing(db: Db, clientId: string): Promise<ClientPortalSharing> {
  const [updates, communications] = await Promise.all([listClientProjectUpdates(db, clientId), listClientCommunications(db, clientId)]);
  return { updates, communications };
}
