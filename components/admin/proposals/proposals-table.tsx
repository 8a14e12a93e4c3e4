"use client";

import Link from "next/link";

import { formatIsoDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { editProposalHref, proposalHref } from "@/lib/proposals/paths";
import { isEditable, proposalLabel } from "@/lib/proposals/rules";
import type { ProposalListRow } from "@/lib/proposals/types";

import { ProposalStatusBadge } from "./proposal-status-badge";
import { DataTable, type DataTableColumn, type RowAction } from "../list";

const columns: DataTableColumn<ProposalListRow>[] = [
  {
    id: "number",
    header: "Proposal #",
    meta: { className: "font-medium" },
    cell: ({ row: { original: proposal } }) => (
      <Link href={proposalHref(proposal.id)} className="underline-offset-2 hover:underline">
        {proposalLabel(proposal)}
      </Link>
    ),
  },
  { id: "title", header: "Title", meta: { className: "whitespace-normal" }, cell: ({ row }) => row.original.title },
  {
    id: "recipient",
    header: "Recipient",
    meta: { className: "whitespace-normal" },
    cell: ({ row: { original: proposal } }) => (
      <>
        <div>{proposal.recipientName}</div>
        <div className="cell-sub">{proposal.recipientCompany || proposal.recipientEmail}</div>
      </>
    ),
  },
  { id: "value", header: "Value", meta: { className: "cell-amount" }, cell: ({ row }) => formatMoney(row.original.totalAmount) },
  { id: "validUntil", header: "Valid Until", cell: ({ row }) => formatIsoDate(row.original.validUntil) },
  { id: "status", header: "Status", cell: ({ row }) => <ProposalStatusBadge status={row.original.status} /> },
];

/** The Proposals table: one row per version, its details one click away; a draft also offers its editor. */
export function ProposalsTable({ rows }: { rows: ProposalListRow[] }) {
  const rowActions = (proposal: ProposalListRow): (RowAction | null)[] => {
    const label = proposalLabel(proposal);
    return [
      { label: `View ${label}`, title: "View details", icon: "eye", href: proposalHref(proposal.id) },
      isEditable(proposal.status)
        ? { label: `Edit ${label}`, title: "Edit draft", icon: "pencil", href: editProposalHref(proposal.id) }
        : {
            label: `Edit ${label}`,
            icon: "lock",
            lockedReason: "Only a draft can be edited; revise a sent proposal.",
            onSelect: () => undefined,
          },
    ];
  };
  return <DataTable caption="Proposals, newest first" columns={columns} rows={rows} getRowId={(row) => row.id} rowActions={rowActions} />;
}
