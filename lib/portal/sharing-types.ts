import type { ClientSharedCommunicationRow } from "@/lib/communications/types";
import type { ProjectUpdateRow } from "@/lib/projects/updates-schema";

/** What the client page's "Shared in the client portal" part draws. Pure types. */

export type ClientPortalSharing = {
  updates: (ProjectUpdateRow & { projectTitle: string })[];
  communications: ClientSharedCommunicationRow[];
};
