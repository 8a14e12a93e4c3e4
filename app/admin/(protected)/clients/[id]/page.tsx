import { notFound } from "next/navigation";
import { z } from "zod";

import { ClientPortalSharing } from "@/components/admin/clients/client-portal-sharing";
import { ClientView } from "@/components/admin/clients/client-view";
import { getDb } from "@/db/client";
import { isOwner, requireAdminPage } from "@/lib/authentication/guards";
import { getClientPage } from "@/lib/clients/record-queries";
import { readEnv } from "@/lib/env";
import { getClientPortalSharing } from "@/lib/portal/sharing-queries";
import { listProposalsForClient } from "@/lib/proposals/related-queries";

import { ClientPortalSection } from "./client-portal-section";

export default async function ClientPage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAdminPage();
  const { id } = await params;
  // Anything that is not a uuid names no client (and must not reach PostgreSQL as one).
  if (!z.uuid().safeParse(id).success) notFound();
  const db = getDb();
  const [page, proposals, sharing] = await Promise.all([
    getClientPage(db, id, admin),
    listProposalsForClient(db, id),
    getClientPortalSharing(db, id),
  ]);
  if (!page) notFound();
  const timeZone = readEnv().AGENCY_TIMEZONE;
  return (
    <ClientView
      page={page}
      proposals={proposals}
      owner={isOwner(admin)}
      timeZone={timeZone}
      portalAccess={<ClientPortalSection clientId={id} />}
      portalSharing={<ClientPortalSharing sharing={sharing} timeZone={timeZone} />}
    />
  );
}
