import { notFound } from "next/navigation";
import { z } from "zod";

import { ProposalView } from "@/components/admin/proposals/proposal-view";
import { getDb } from "@/db/client";
import { isOwner, requireAdminPage } from "@/lib/authentication/guards";
import { readEnv } from "@/lib/env";
import { getProposalDetails } from "@/lib/proposals/queries";

export default async function ProposalPage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAdminPage();
  const { id } = await params;
  // Anything that is not a uuid names no proposal (and must not reach PostgreSQL as one).
  if (!z.uuid().safeParse(id).success) notFound();
  const details = await getProposalDetails(getDb(), id);
  if (!details) notFound();
  return <ProposalView details={details} owner={isOwner(admin)} timeZone={readEnv().AGENCY_TIMEZONE} />;
}
