import type { Metadata } from "next";

import { EmptyState, PortalCard, PortalHeading, PortalLink, ProgressBar, StatusBadge } from "@/components/portal/portal-ui";
import { getDb } from "@/db/client";
import { formatIsoDate } from "@/lib/dates";
import { agencyToday } from "@/lib/dates/agency";
import { formatCents, formatMoney } from "@/lib/money";
import { requirePortalPage } from "@/lib/portal/cookie";
import { portalProjectStatus } from "@/lib/portal/labels";
import { getPortalOverview } from "@/lib/portal/overview";
import { portalPaths, portalProjectPath, portalProposalPath } from "@/lib/portal/paths";

export const metadata: Metadata = { title: "Overview" };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** The portal's first page: what is owed and overdue, what awaits a decision, and the work under way. */
export default async function PortalOverviewPage() {
  const viewer = await requirePortalPage();
  const overview = await getPortalOverview(getDb(), viewer.clientId, agencyToday());
  const firstName = viewer.contactName.split(" ")[0] ?? viewer.contactName;
  return (
    <>
      <PortalHeading title={`Welcome, ${firstName}`} intro={`Everything ${viewer.clientName} has with us, in one place.`} />

      <PortalCard aria-labelledby="balance-title">
        <h2 id="balance-title" className="text-lg font-semibold text-slate-900">
          Balance
        </h2>
        {overview.openInvoices === 0 ? (
          <p className="text-sm text-slate-700">You are all paid up. Thank you!</p>
        ) : (
          <>
            <p className="text-3xl font-semibold text-slate-900 tabular-nums">{formatCents(overview.openBalanceCents)}</p>
            <p className="text-sm text-slate-700">{`Open on ${plural(overview.openInvoices, "invoice")}.`}</p>
            {overview.overdueInvoices > 0 ? (
              <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
                {`${formatCents(overview.overdueCents)} is overdue on ${plural(overview.overdueInvoices, "invoice")}.`}
              </p>
            ) : (
              <p className="text-sm text-slate-700">Nothing is overdue.</p>
            )}
          </>
        )}
        <p className="text-sm">
          <PortalLink href={portalPaths.invoices}>View invoices</PortalLink>
        </p>
      </PortalCard>

      <PortalCard aria-labelledby="proposals-title">
        <h2 id="proposals-title" className="text-lg font-semibold text-slate-900">
          Proposals awaiting your decision
        </h2>
        {overview.openProposals.length === 0 ? (
          <p className="text-sm text-slate-700">No proposal is waiting for you right now.</p>
        ) : (
          <ul className="divide-y text-sm">
            {overview.openProposals.map((proposal) => (
              <li key={proposal.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <PortalLink href={portalProposalPath(proposal.id)}>{`${proposal.title} (${proposal.label})`}</PortalLink>
                <span className="text-slate-600">{`${formatMoney(proposal.totalAmount)} · valid until ${formatIsoDate(proposal.validUntil)}`}</span>
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm">
          <PortalLink href={portalPaths.proposals}>View proposals</PortalLink>
        </p>
      </PortalCard>

      <PortalCard aria-labelledby="projects-title">
        <h2 id="projects-title" className="text-lg font-semibold text-slate-900">
          Active projects
        </h2>
        {overview.activeProjects.length === 0 ? (
          <EmptyState>No project is under way right now.</EmptyState>
        ) : (
          <ul className="space-y-4">
            {overview.activeProjects.map((project) => (
              <li key={project.id} className="space-y-2">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <PortalLink href={portalProjectPath(project.id)}>{project.title}</PortalLink>
                  <StatusBadge label={portalProjectStatus[project.status]} />
                </div>
                <ProgressBar value={project.progressPercentage} label={`${project.title} progress`} />
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm">
          <PortalLink href={portalPaths.projects}>View projects</PortalLink>
        </p>
      </PortalCard>
    </>
  );
}
