import type { Metadata } from "next";

import { MessageBox } from "@/components/portal/message-box";
import { MessageThread } from "@/components/portal/message-thread";
import { site } from "@/content/site";
import { getDb } from "@/db/client";
import { readEnv } from "@/lib/env";
import { requirePortalPage } from "@/lib/portal/cookie";
import { listPortalProjectOptions, listPortalThread } from "@/lib/portal/messages-service";

export const metadata: Metadata = { title: "Messages" };

/** The client's thread with the agency (what it shares, and what they wrote) and the box to write more. */
export default async function PortalMessagesPage() {
  const viewer = await requirePortalPage();
  const db = getDb();
  const [thread, projects] = await Promise.all([listPortalThread(db, viewer.clientId), listPortalProjectOptions(db, viewer.clientId)]);
  return (
    <>
      <h1 className="text-2xl font-semibold">Messages</h1>
      <MessageThread messages={thread} timeZone={readEnv().AGENCY_TIMEZONE} />
      <MessageBox agencyName={site.name} endpoint="/api/portal/messages" projects={projects} />
    </>
  );
}
