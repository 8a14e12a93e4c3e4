import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";

import { ClientProposal } from "@/components/client/client-proposal";
import { OpenPortalForm } from "@/components/client/open-portal-form";
import { site } from "@/content/site";
import { getDb } from "@/db/client";
import { formatDateTime } from "@/lib/dates";
import { agencyToday } from "@/lib/dates/agency";
import { readEnv } from "@/lib/env";
import { logger } from "@/lib/log";
import { clientProposalView, findProposalByToken, proposalSections, recordProposalView } from "@/lib/proposals/client-page";
import { clientProposalPath } from "@/lib/proposals/links";
import { proposalPdfFilename } from "@/lib/proposals/pdf";
import { defaultChoice, proposalLabel } from "@/lib/proposals/rules";

const log = logger("proposal-page");

type Props = { params: Promise<{ token: string }> };

// One page per token, read from the database on every request.
export const dynamic = "force-dynamic";

/** One lookup per request, shared by the metadata and the page. */
const proposalFor = cache((token: string) => findProposalByToken(getDb(), token));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const proposal = await proposalFor((await params).token);
  return {
    title: proposal ? `Proposal ${proposalLabel(proposal)} from ${site.name}` : `Page Not Found | ${site.name}`,
    robots: { index: false, follow: false, nocache: true },
    referrer: "no-referrer",
  };
}

/**
 * GET /proposal/<token>: the proposal sent to a lead or client, without any session. A malformed,
 * unknown or revoked token (or a draft's) is the site's 404 page. The first open of a sent proposal
 * marks it viewed; a failure to record that never keeps the client from the proposal.
 */
export default async function ClientProposalPage({ params }: Props) {
  const { token } = await params;
  const proposal = await proposalFor(token);
  if (!proposal) notFound();
  const env = readEnv();
  const view = await clientProposalView(getDb(), proposal, { today: agencyToday(), linkSecret: env.SESSION_SECRET });
  if (view.state === "unsent") notFound();
  if (proposal.status === "sent" && !proposal.viewedAt) {
    await recordProposalView(getDb(), proposal.id).catch((error: unknown) => log.error({ err: error }, "the first view was not recorded"));
  }
  const lines = proposal.items;
  const at = (value: Date | null) => (value ? formatDateTime(value, env.AGENCY_TIMEZONE) : null);
  return (
    <>
      <ClientProposal
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
        sections={proposalSections(lines)}
        initialChoice={defaultChoice(proposalSections(lines).flatMap((section) => section.lines))}
        basePath={clientProposalPath(token)}
        pdfHref={`${clientProposalPath(token)}/pdf`}
        pdfName={proposalPdfFilename(proposal)}
        accepted={
          view.state === "accepted" && proposal.acceptedSnapshot
            ? {
                name: proposal.acceptedName ?? "",
                at: at(proposal.decidedAt) ?? "",
                snapshot: proposal.acceptedSnapshot,
                depositInvoicePath: view.depositInvoicePath,
                depositInvoiceNumber: view.depositInvoiceNumber,
              }
            : null
        }
        declinedAt={view.state === "declined" ? at(proposal.decidedAt) : null}
        replacementPath={view.replacementPath}
      />
      {/* A proposal to a lead has no client (yet), so no portal to open. */}
      {proposal.clientId ? <OpenPortalForm action={`${clientProposalPath(token)}/portal-link`} /> : null}
    </>
  );
}
