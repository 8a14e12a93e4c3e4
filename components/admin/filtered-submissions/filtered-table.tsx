"use client";

import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/dates";
import { deleteFilteredSubmissionAction, markNotSpamAction } from "@/lib/filtered-submissions/actions";
import { filteredReasonLabels } from "@/lib/filtered-submissions/schema";
import type { FilteredListRow } from "@/lib/filtered-submissions/types";

import { ConfirmDeleteDialog } from "../dialogs/confirm-delete-dialog";
import { useSettledAction } from "../forms/use-settled-action";
import { DataTable, useRowDialog, type DataTableColumn } from "../list";
import { FilteredDetailsDialog } from "./filtered-details-dialog";

/** The Filtered view's rows: when, why, who, and the start of the message; view, 'Not spam', delete. */
export function FilteredTable({ rows, timeZone }: { rows: FilteredListRow[]; timeZone: string }) {
  const { dialog, dialogProps, open, close, isOpen } = useRowDialog<"view" | "delete", FilteredListRow>();
  const notSpam = useSettledAction(
    markNotSpamAction,
    {
      success: (data) => `${data?.name ?? "The submission"} is now a lead.`,
      failure: "Failed to move the submission into the leads.",
      log: "filtered.not-spam",
    },
    close,
  );
  const remove = useSettledAction(
    deleteFilteredSubmissionAction,
    { success: "Filtered submission deleted.", failure: "Failed to delete the filtered submission.", log: "filtered.delete" },
    close,
  );

  const columns: DataTableColumn<FilteredListRow>[] = [
    {
      id: "received",
      header: "Received",
      meta: { className: "align-top text-sm" },
      cell: ({ row }) => formatDateTime(row.original.receivedAt, timeZone),
    },
    {
      id: "reason",
      header: "Reason",
      meta: { className: "align-top" },
      cell: ({ row }) => <Badge variant="outline">{filteredReasonLabels[row.original.reason]}</Badge>,
    },
    {
      id: "sender",
      header: "Sender",
      meta: { className: "align-top whitespace-normal" },
      cell: ({ row: { original: item } }) => (
        <>
          <div className="font-medium text-slate-900">{item.name}</div>
          <div className="text-sm break-all text-slate-600">{item.email}</div>
        </>
      ),
    },
    {
      id: "message",
      header: "Message",
      meta: { className: "max-w-96 align-top text-sm whitespace-normal" },
      cell: ({ row }) => <p className="line-clamp-2 break-words text-slate-700">{row.original.messagePreview}</p>,
    },
  ];

  return (
    <>
      <DataTable
        caption="Filtered submissions, newest first"
        columns={columns}
        rows={rows}
        getRowId={(item) => item.id}
        rowActions={(item) => [
          { label: `View filtered submission from ${item.name}`, title: "View", icon: "eye", onSelect: open("view", item) },
          {
            label: `Not spam: move ${item.name} into the leads`,
            title: "Not spam",
            icon: "inbox",
            disabled: notSpam.pending,
            onSelect: () => void notSpam.run({ id: item.id }),
          },
          {
            label: `Delete filtered submission from ${item.name}`,
            title: "Delete",
            icon: "trash",
            destructive: true,
            onSelect: open("delete", item),
          },
        ]}
      />
      {dialog?.kind === "view" ? (
        <FilteredDetailsDialog
          key={dialog.row.id}
          id={dialog.row.id}
          timeZone={timeZone}
          busy={notSpam.pending}
          onNotSpam={() => void notSpam.run({ id: dialog.row.id })}
          {...dialogProps}
        />
      ) : null}
      <ConfirmDeleteDialog
        {...dialogProps}
        open={isOpen("delete")}
        title="Delete this filtered submission?"
        description={
          dialog?.kind === "delete" ? `The submission from ${dialog.row.name} will be deleted. This action cannot be undone.` : ""
        }
        busy={remove.pending}
        onConfirm={() => dialog && void remove.run({ id: dialog.row.id })}
      />
    </>
  );
}
