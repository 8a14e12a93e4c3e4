import { notFound } from "next/navigation";
import { z } from "zod";

import { ProposalEditor } from "@/components/admin/proposals/proposal-editor";
import { ProposalRecipientChooser } from "@/components/admin/proposals/proposal-recipient-chooser";
import { getDb } from "@/db/client";
import { requireAdminPage } from "@/lib/authentication/guards";
import { clientHref } from "@/lib/clients/paths";
import { agencyToday } from "@/lib/dates/agency";
import { type SearchParams } from "@/lib/list/params";
import { PROPOSALS_PATH } from "@/lib/proposals/paths";
import { prefillForClient, prefillFromLead } from "@/lib/proposals/prefill";
import { getClientRecipient, getLeadBrief, getProposalDefaults } from "@/lib/proposals/queries";

const recordId = z.preprocess((value) => (Array.isArray(value) ? value[0] : value), z.uuid().optional().catch(undefined));

/** /admin/proposals/new?lead=<id> or ?client=<id>: the editor pre-filled from it; without either, a chooser. */
export default async function NewProposalPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage();
  const params = await searchParams;
  const leadId = recordId.parse(params.lead);
  const clientId = recordId.parse(params.client);
  if (!leadId && !clientId) {
    // A lead or client named by something that is not an id names nothing.
    if (params.lead !== undefined || params.client !== undefined) notFound();
    return <ProposalRecipientChooser />;
  }
  const db = getDb();
  const today = agencyToday();
  const defaults = await getProposalDefaults(db);
  if (leadId) {
    const lead = await getLeadBrief(db, leadId);
    if (!lead) notFound();
    return <ProposalEditor defaultValues={prefillFromLead(lead, defaults, today)} cancelHref={PROPOSALS_PATH} />;
  }
  const client = await getClientRecipient(db, clientId!);
  if (!client) notFound();
  return <ProposalEditor defaultValues={prefillForClient(client, defaults, today)} cancelHref={clientHref(client.id)} />;
}
