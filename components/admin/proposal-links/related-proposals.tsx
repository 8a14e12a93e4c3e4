import Link from "next/link";

import { Badge } from "@/components/ui/badge";
import { formatIsoDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { proposalDetailsHref, relatedProposalStatusLabels, type RelatedProposalRow } from "@/lib/proposals/related-types";
import { proposalLabel } from "@/lib/proposals/rules";
import { cn } from "@/lib/utils";

const STATUS_STYLES: Record<RelatedProposalRow["status"], string> = {
  draft: "bg-slate-100 text-slate-700",
  sent: "bg-blue-100 text-blue-800",
  viewed: "bg-violet-100 text-violet-800",
  accepted: "bg-emerald-100 text-emerald-800",
  declined: "bg-rose-100 text-rose-800",
  expired: "bg-amber-100 text-amber-800",
  replaced: "bg-slate-200 text-slate-600",
};

export function RelatedProposalStatusBadge({ status }: { status: RelatedProposalRow["status"] }) {
  return <Badge className={cn("border-transparent", STATUS_STYLES[status])}>{relatedProposalStatusLabels[status]}</Badge>;
}

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
                <Link href={proposalDetailsHref(proposal.id)} prefetch={false} className="underline-offset-2 hover:underline">
                  {proposalLabel(proposal)}
                </Link>
              </td>
              <td className="whitespace-normal">{proposal.title}</td>
              <td className="text-right tabular-nums">{formatMoney(proposal.totalAmount)}</td>
              <td>
                <RelatedProposalStatusBadge status={proposal.status} />
              </td>
              <td>{formatIsoDate(proposal.validUntil)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
