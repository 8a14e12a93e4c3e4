"use client";

import { formatIsoDate, lateness } from "@/lib/dates";
import type { DueFollowUp } from "@/lib/follow-ups/types";

import { LeadStatusBadge } from "../leads/lead-status-badge";
import { CountBadge, DataTable, ListPagination, ListProvider, ListResults, type DataTableColumn } from "../list";
import { FOLLOW_UPS_HEADING_ID, FollowUpActions } from "./follow-up-actions";

type Props = { rows: DueFollowUp[]; total: number; page: number; pages: number; today: string };

/**
 * 'Follow-ups due': open leads whose next follow-up date is today or earlier in AGENCY_TIMEZONE,
 * oldest first, paged in SQL (there may be thousands), each with 'Mark done' and 'Snooze'.
 */
export function FollowUpsDue({ rows, total, page, pages, today }: Props) {
  const columns: DataTableColumn<DueFollowUp>[] = [
    {
      id: "lead",
      header: "Lead",
      meta: { className: "align-top whitespace-normal" },
      cell: ({ row: { original: lead } }) => (
        <>
          <div className="font-medium text-slate-900">{lead.name}</div>
          <div className="text-sm text-slate-600">{lead.email}</div>
        </>
      ),
    },
    { id: "company", header: "Company", cell: ({ row }) => row.original.company ?? "—" },
    { id: "status", header: "Status", cell: ({ row }) => <LeadStatusBadge status={row.original.status} /> },
    {
      id: "due",
      header: "Follow-up",
      meta: { className: "text-sm" },
      cell: ({ row: { original: lead } }) => (
        <>
          <div>{formatIsoDate(lead.dueDate)}</div>
          <div className="text-xs text-slate-500">{lateness(lead.dueDate, today, "late")}</div>
        </>
      ),
    },
    {
      id: "actions",
      header: () => <span className="block text-right">Actions</span>,
      cell: ({ row: { original: lead } }) => <FollowUpActions lead={{ id: lead.id, name: lead.name }} today={today} />,
    },
  ];
  return (
    <ListProvider>
      <section aria-labelledby={FOLLOW_UPS_HEADING_ID} className="space-y-3">
        <div className="flex items-center gap-3">
          <h2 id={FOLLOW_UPS_HEADING_ID} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
            Follow-ups due
          </h2>
          <CountBadge count={total} label="due" />
        </div>
        <ListResults columns={5}>
          {rows.length === 0 ? (
            <p role="status" className="rounded-lg border border-dashed p-6 text-center text-sm text-slate-600">
              No follow-ups due. You are all caught up.
            </p>
          ) : (
            <DataTable caption="Follow-ups due, oldest first" columns={columns} rows={rows} getRowId={(lead) => lead.id} />
          )}
        </ListResults>
        <ListPagination page={page} pageCount={pages} />
      </section>
    </ListProvider>
  );
}
