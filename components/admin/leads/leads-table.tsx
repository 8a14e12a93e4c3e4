"use client";

import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/dates";
import { deleteLeadAction } from "@/lib/leads/actions";
import { leadSourceLabels, leadStatusOptions } from "@/lib/leads/schema";
import type { LeadListRow } from "@/lib/leads/types";
import { isConvertible } from "@/lib/projects/schema";

import { ConfirmDeleteDialog } from "../dialogs/confirm-delete-dialog";
import { InlineStatusSelect } from "../forms/inline-status-select";
import { useSettledAction } from "../forms/use-settled-action";
import { DataTable, useRowDialog, type DataTableColumn } from "../list";
import { DuplicateBadge } from "./duplicate-badge";
import { LeadConvertDialog } from "./lead-convert-dialog";
import { LeadDetailsDialog } from "./lead-details-dialog";
import { budgetLabel, priorityLabel, serviceLabel } from "./lead-display";
import { LeadEditDialog } from "./lead-edit-dialog";
import { PRIORITY_STYLES } from "./priority-styles";
import { useLeadStatusChange } from "./use-lead-status-change";

/** SPEC §2 Leads table: one row per lead, inline status, and the four actions. */
export function LeadsTable({ leads, timeZone }: { leads: LeadListRow[]; timeZone: string }) {
  const { dialog, dialogProps, open, close, isOpen } = useRowDialog<"view" | "edit" | "convert" | "delete", LeadListRow>();
  const changeStatus = useLeadStatusChange();
  const remove = useSettledAction(
    deleteLeadAction,
    { success: "Lead deleted successfully.", failure: "Failed to delete lead.", log: "leads.delete" },
    close,
  );

  const columns: DataTableColumn<LeadListRow>[] = [
    {
      id: "contact",
      header: "Contact",
      meta: { className: "align-top whitespace-normal" },
      cell: ({ row: { original: lead } }) => (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <span className="cell-title">{lead.name}</span>
            {lead.duplicateOfId ? <DuplicateBadge /> : null}
          </div>
          <div className="text-sm text-slate-600">{lead.email}</div>
          {lead.phone ? <div className="text-xs text-slate-500">{lead.phone}</div> : null}
          {lead.company ? <div className="text-xs text-slate-500">{lead.company}</div> : null}
        </>
      ),
    },
    { id: "source", header: "Source", cell: ({ row }) => <Badge variant="outline">{leadSourceLabels[row.original.source]}</Badge> },
    {
      id: "status",
      header: "Status",
      cell: ({ row: { original: lead } }) => (
        <InlineStatusSelect
          value={lead.status}
          label={`Status for ${lead.name}`}
          options={leadStatusOptions}
          onChange={(status) => changeStatus(lead.id, status)}
        />
      ),
    },
    {
      id: "priority",
      header: "Priority",
      cell: ({ row }) => (
        <Badge className={`border-transparent ${PRIORITY_STYLES[row.original.priority] ?? ""}`}>
          {priorityLabel(row.original.priority)}
        </Badge>
      ),
    },
    { id: "service", header: "Service", cell: ({ row }) => (row.original.service ? serviceLabel(row.original.service) : "—") },
    { id: "budget", header: "Budget", cell: ({ row }) => (row.original.budget ? budgetLabel(row.original.budget) : "—") },
    {
      id: "created",
      header: "Created",
      meta: { className: "text-sm" },
      cell: ({ row }) => formatDateTime(row.original.createdAt, timeZone),
    },
  ];

  return (
    <>
      <DataTable
        caption="Leads, newest first"
        columns={columns}
        rows={leads}
        getRowId={(lead) => lead.id}
        rowActions={(lead) => [
          { label: `View details for ${lead.name}`, icon: "eye", onSelect: open("view", lead) },
          { label: `Edit ${lead.name}`, icon: "pencil", onSelect: open("edit", lead) },
          isConvertible(lead.status)
            ? { label: `Convert ${lead.name} to project`, icon: "arrow-right-left", onSelect: open("convert", lead) }
            : null,
          { label: `Delete ${lead.name}`, icon: "trash", destructive: true, onSelect: open("delete", lead) },
        ]}
      />
      {dialog?.kind === "view" ? (
        <LeadDetailsDialog key={dialog.row.id} leadId={dialog.row.id} timeZone={timeZone} {...dialogProps} />
      ) : null}
      {dialog?.kind === "edit" ? <LeadEditDialog key={dialog.row.id} lead={dialog.row} {...dialogProps} /> : null}
      {dialog?.kind === "convert" ? <LeadConvertDialog key={dialog.row.id} lead={dialog.row} {...dialogProps} /> : null}
      <ConfirmDeleteDialog
        {...dialogProps}
        open={isOpen("delete")}
        title="Delete this lead?"
        description={
          dialog?.kind === "delete"
            ? `${dialog.row.name} will be deleted. Their projects and communications stay, no longer linked. This action cannot be undone.`
            : ""
        }
        busy={remove.pending}
        onConfirm={() => dialog && void remove.run({ id: dialog.row.id })}
      />
    </>
  );
}
