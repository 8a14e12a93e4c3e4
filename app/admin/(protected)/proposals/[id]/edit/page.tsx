import { notFound, redirect } from "next/navigation";
import { z } from "zod";

import { ProposalEditor } from "@/components/admin/proposals/proposal-editor";
import { getDb } from "@/db/client";
import { requireAdminPage } from "@/lib/authentication/guards";
import { proposalHref } from "@/lib/proposals/paths";
import { getProposalRecord, listProposalItems } from "@/lib/proposals/queries";
import { isEditable, proposalLabel } from "@/lib/proposals/rules";
import type { ProposalFormValues } from "@/lib/proposals/schema";

/** A draft in the editor; a proposal that is no longer a draft opens its details instead. */
export default async function EditProposalPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const { id } = await params;
  if (!z.uuid().safeParse(id).success) notFound();
  const db = getDb();
  const [proposal, items] = await Promise.all([getProposalRecord(db, id), listProposalItems(db, id)]);
  if (!proposal) notFound();
  if (!isEditable(proposal.status)) redirect(proposalHref(id));
  const sections: ProposalFormValues["sections"] = [];
  let position: number | null = null;
  for (const item of items) {
    const line = {
      kind: item.kind,
      description: item.description,
      quantity: Number(item.quantity),
      unitPrice: Number(item.unitPrice),
      selected: item.selected,
    };
    const last = sections.at(-1);
    if (last && position === item.sectionPosition) last.lines.push(line);
    else sections.push({ title: item.sectionTitle, lines: [line] });
    position = item.sectionPosition;
  }
  const values: ProposalFormValues = {
    leadId: proposal.leadId ?? "",
    clientId: proposal.clientId ?? "",
    recipientName: proposal.recipientName,
    recipientEmail: proposal.recipientEmail,
    recipientCompany: proposal.recipientCompany ?? "",
    title: proposal.title,
    introduction: proposal.introduction,
    terms: proposal.terms,
    validUntil: proposal.validUntil,
    depositPercent: Number(proposal.depositPercent),
    taxRate: Number(proposal.taxRate),
    sections,
  };
  return <ProposalEditor defaultValues={values} proposal={{ id, label: proposalLabel(proposal) }} cancelHref={proposalHref(id)} />;
}
