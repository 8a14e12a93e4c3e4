import type { Metadata } from "next";

import { EmptyState, PortalHeading, PortalLink, StatusBadge } from "@/components/portal/portal-ui";
import { getDb } from "@/db/client";
import { formatDateTime, formatIsoDate } from "@/lib/dates";
import { agencyToday } from "@/lib/dates/agency";
import { readEnv } from "@/lib/env";
import { formatMoney } from "@/lib/money";
import { requirePortalPage } from "@/lib/portal/cookie";
import { portalProposalState } from "@/lib/portal/labels";
import { portalProposalPath } from "@/lib/portal/paths";
import { listPortalProposals, type PortalProposalRow } from "@/lib/portal/proposals";

export const metadata: Metadata = { title: "Proposals" };

const tone = { open: "neutral", accepted: "good", declined: "neutral", expired: "bad" } as const;

function ProposalList({ rows, timeZone }: { rows: PortalProposalRow[]; timeZone: string }) {
  return (
    <ul className="divide-y rounded-xl border bg-white shadow-sm">
      {rows.map((row) => (
        <li key={row.id} className="space-y-1 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <PortalLink href={portalProposalPath(row.id)}>{row.title}</PortalLink>
            <StatusBadge label={portalProposalState[row.state]} tone={tone[row.state]} />
          </div>
          <p className="text-sm text-slate-600">
            {`Proposal ${row.label} · ${formatMoney(row.totalAmount)} · `}
            {row.state === "open" || !row.decidedAt
              ? `valid until ${formatIsoDate(row.validUntil)}`
              : `${portalProposalState[row.state].toLowerCase()} on ${formatDateTime(row.decidedAt, timeZone)}`}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The proposals sent to the client: the ones awaiting a decision, then the decided ones. */
export default async function PortalProposalsPage() {
  const viewer = await requirePortalPage();
  const { open, decided } = await listPortalProposals(getDb(), viewer.clientId, agencyToday());
  const timeZone = readEnv().AGENCY_TIMEZONE;
  return (
    <>
      <PortalHeading title="Proposals" intro="Read, download and decide on the proposals we sent you." />
      <section aria-labelledby="open-title" className="space-y-3">
        <h2 id="open-title" className="text-lg font-semibold text-slate-900">
          Awaiting your decision
        </h2>
        {open.length === 0 ? (
          <EmptyState>No proposal is waiting for your decision.</EmptyState>
        ) : (
          <ProposalList rows={open} timeZone={timeZone} />
        )}
      </section>
      <section aria-labelledby="decided-title" className="space-y-3">
        <h2 id="decided-title" className="text-lg font-semibold text-slate-900">
          Decided
        </h2>
        {decided.length === 0 ? (
          <EmptyState>Proposals you accept or decline will be listed here.</EmptyState>
        ) : (
          <ProposalList rows={decided} timeZone={timeZone} />
        )}
      </section>
    </>
  );
}
