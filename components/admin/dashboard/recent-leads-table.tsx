"use client";

import { formatAgencyDate } from "@/lib/dashboard/format";
import type { RecentLead } from "@/lib/dashboard/types";
import { leadSourceLabels } from "@/lib/leads/schema";

import { LeadStatusBadge } from "../leads/lead-status-badge";
import { DataTable, type DataTableColumn } from "../list";

/** Name, email, company, status badge, created date and source (SPEC §2 Overview). */
export function RecentLeadsTable({ leads, timeZone }: { leads: RecentLead[]; timeZone: string }) {
  if (leads.length === 0) {
    return <p className="rounded-lg border border-dashed p-8 text-center text-sm text-slate-600">No leads yet.</p>;
  }
  const columns: DataTableColumn<RecentLead>[] = [
    { id: "name", header: "Name", meta: { className: "font-medium" }, cell: ({ row }) => row.original.name },
    { id: "email", header: "Email", cell: ({ row }) => row.original.email },
    { id: "company", header: "Company", cell: ({ row }) => row.original.company ?? "—" },
    { id: "status", header: "Status", cell: ({ row }) => <LeadStatusBadge status={row.original.status} /> },
    { id: "created", header: "Created", cell: ({ row }) => formatAgencyDate(row.original.createdAt, timeZone) },
    { id: "source", header: "Source", cell: ({ row }) => leadSourceLabels[row.original.source] },
  ];
  return <DataTable caption="The five most recent leads" columns={columns} rows={leads} getRowId={(lead) => lead.id} />;
}
