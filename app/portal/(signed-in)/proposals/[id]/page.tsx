import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";

import { ClientProposal } from "@/components/client/client-proposal";
import { PortalLink } from "@/components/portal/portal-ui";
import { getDb } from "@/db/client";
import { formatDateTime } from "@/lib/dates";
import { agencyToday } from "@/lib/dates/agency";
import { readEnv } from "@/lib/env";
import { logger } from "@/lib/log";
import { requirePortalPage } from "@/lib/portal/cookie";
import { portalInvoicePath, portalPaths, portalProposalPath } from "@/lib/portal/paths";
import { getPortalProposal, newerPortalRevisionId } from "@/lib/portal/proposals";
import { clientProposalView, proposalSections, recordProposalView } from "@/lib/proposals/client-page";
import { proposalPdfFilename } from "@/lib/proposals/pdf";
import { defaultChoice } from "@/lib/proposals/rules";

const log = logger("portal-proposal-page");

export const metadata: Metadata = { title: "Proposal" };

type Props = { params: Promise<{ id: string }> };

/**
 * One of the client's proposals, drawn as the proposal link's page draws it, Accept and Decline
 * included (they post to this page's own routes). The first open of a sent one marks it viewed, as
 * the link's page does. A replaced revision leads to the newest one the client was sent; another
 * client's, a draft, a revision never followed by a sent one or a malformed id: the 404 page.
 */
export default async function PortalProposalPage({ params }: Props) {
  const viewer = await requirePortalPage();
  const db = getDb();
  const { id } = await params;
  const proposal = await getPortalProposal(db, viewer.clientId, id);
  if (!proposal) {
    const newer = await newerPortalRevisionId(db, viewer.clientId, id);
    if (newer) redirect(portalProposalPath(newer));
    notFound();
  }
  const env = readEnv();
  const view = await clientProposalView(db, proposal, { today: agencyToday(), linkSecret: undefined });
  if (view.state === "unsent" || view.state === "replaced") notFound();
  if (proposal.status === "sent" && !proposal.viewedAt) {
    await recordProposalView(db, proposal.id).catch((error: unknown) => log.error({ err: error }, "the first view was not recorded"));
  }
  const path = portalProposalPath(proposal.id);
  const sections = proposalSections(proposal.items);
  const at = (value: Date | null) => (value ? formatDateTime(value, env.AGENCY_TIMEZONE) : null);
  return (
    <>
      <p className="text-sm">
        <PortalLink href={portalPaths.proposals}>All proposals</PortalLink>
      </p>
      <ClientProposal
        embedded
        label={view.label}
        title={proposal.title}
        recipientName={proposal.recipientName}
        recipientCompany={proposal.recipientCompany}
        introduction={proposal.introduction}
        terms={proposal.terms}
        validUntil={proposal.validUntil}
        taxRate={proposal.taxRate}
        depositPercent={proposal.depositPercent}
        state={view.state}
        sections={sections}
        initialChoice={defaultChoice(sections.flatMap((section) => section.lines))}
        basePath={path}
        pdfHref={`${path}/pdf`}
        pdfName={proposalPdfFilename(proposal)}
        accepted={
          view.state === "accepted" && proposal.acceptedSnapshot
            ? {
                name: proposal.acceptedName ?? "",
                at: at(proposal.decidedAt) ?? "",
                snapshot: proposal.acceptedSnapshot,
                // In the portal the deposit invoice is the portal's own page, not its emailed link.
                depositInvoicePath: proposal.depositInvoiceId ? portalInvoicePath(proposal.depositInvoiceId) : null,
                depositInvoiceNumber: view.depositInvoiceNumber,
              }
            : null
        }
        declinedAt={view.state === "declined" ? at(proposal.decidedAt) : null}
        replacementPath={null}
      />
    </>
  );
}
