"use client";

import { Badge } from "@/components/ui/badge";
import { auditActionLabel, entityTypeLabels } from "@/lib/activity/vocabulary";
import { describeChanges } from "@/lib/audit/format";
import type { AuditListRow } from "@/lib/audit/types";
import { formatDateTime } from "@/lib/dates";

import { ChangeList } from "../history/change-list";
import { DataTable, useRowDialog, type DataTableColumn } from "../list";
import { AuditDetailsDialog } from "./audit-details-dialog";

/** The audit trail's rows: when, who, what entity, which action, and what happened. */
export function AuditTable({ entries, timeZone }: { entries: AuditListRow[]; timeZone: string }) {
  const { dialog, dialogProps, open } = useRowDialog<"view", AuditListRow>();
  const columns: DataTableColumn<AuditListRow>[] = [
    {
      id: "when",
      header: "When",
      meta: { className: "align-top text-sm whitespace-nowrap" },
      cell: ({ row }) => formatDateTime(row.original.createdAt, timeZone),
    },
    {
      id: "admin",
      header: "Admin",
      meta: { className: "align-top" },
      cell: ({ row: { original: entry } }) => entry.admin ?? <span className="text-slate-500">System</span>,
    },
    {
      id: "entity",
      header: "Entity",
      meta: { className: "max-w-56 align-top whitespace-normal" },
      cell: ({ row: { original: entry } }) => (
        <>
          <div className="text-xs font-medium tracking-wide text-slate-500 uppercase">{entityTypeLabels[entry.entityType]}</div>
          <div className="break-words text-slate-900">{entry.entityName ?? "—"}</div>
        </>
      ),
    },
    {
      id: "action",
      header: "Action",
      meta: { className: "align-top" },
      cell: ({ row }) => <Badge variant="outline">{auditActionLabel(row.original.action)}</Badge>,
    },
    {
      id: "description",
      header: "Description",
      meta: { className: "max-w-96 align-top text-sm whitespace-normal" },
      cell: ({ row: { original: entry } }) => (
        <>
          <div className="line-clamp-3 break-words">{entry.description}</div>
          <ChangeList changes={describeChanges(entry.entityType, entry.changes, timeZone)} className="mt-1" />
        </>
      ),
    },
  ];
  return (
    <>
      <DataTable
        caption="Audit trail, newest first"
        columns={columns}
        rows={entries}
        getRowId={(entry) => entry.id}
        rowActions={(entry) => [
          { label: `View the audit entry: ${entry.description}`, title: "View details", icon: "eye", onSelect: open("view", entry) },
        ]}
      />
      {dialog ? <AuditDetailsDialog key={dialog.opening} entry={dialog.row} timeZone={timeZone} {...dialogProps} /> : null}
    </>
  );
}
