import { notFound } from "next/navigation";
import { z } from "zod";

import { ClientView } from "@/components/admin/clients/client-view";
import { getDb } from "@/db/client";
import { isOwner, requireAdminPage } from "@/lib/authentication/guards";
import { getClientPage } from "@/lib/clients/record-queries";
import { readEnv } from "@/lib/env";

export default async function ClientPage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAdminPage();
  const { id } = await params;
  // Anything that is not a uuid names no client (and must not reach PostgreSQL as one).
  if (!z.uuid().safeParse(id).success) notFound();
  const page = await getClientPage(getDb(), id, admin);
  if (!page) notFound();
  return <ClientView page={page} owner={isOwner(admin)} timeZone={readEnv().AGENCY_TIMEZONE} />;
}
