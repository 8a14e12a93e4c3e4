import Link from "next/link";

import { ProposalStatusBadge } from "@/components/admin/proposals/proposal-status-badge";
import { formatIsoDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { proposalHref } from "@/lib/proposals/paths";
import type { RelatedProposalRow } from "@/lib/proposals/related-types";
import { proposalLabel } from "@/lib/proposals/rules";

/**
 * A lead's or a client's proposals: number (with the version), title, total, status and
 * valid-until, each linking to the proposal's details. Drawn from props, so it serves the lead
 * details (a client dialog) and the client page (a server page) alike.
 */
export function RelatedProposalsTable({ proposals, caption }: { proposals: RelatedProposalRow[]; caption: string }) {
  if (proposals.length === 0) return <p className="text-sm text-slate-600">No proposals yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="data-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th>Proposal #</th>
            <th>Title</th>
            <th className="text-right">Total</th>
            <th>Status</th>
            <th>Valid until</th>
          </tr>
        </thead>
        <tbody>
          {proposals.map((proposal) => (
            <tr key={proposal.id}>
              <td>
                <Link href={proposalHref(proposal.id)} prefetch={false} className="underline-offset-2 hover:underline">
                  {proposalLabel(proposal)}
                </Link>
              </td>
              <td className="whitespace-normal">{proposal.title}</td>
              <td className="text-right tabular-nums">{formatMoney(proposal.totalAmount)}</td>
              <td>
                <ProposalStatusBadge status={proposal.status} />
              </td>
              <td>{formatIsoDate(proposal.validUntil)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
