"use client";

import { useAction } from "next-safe-action/hooks";

import { deleteCommunicationAction, markCommunicationReadAction, retryCommunicationEmailAction } from "@/lib/communications/actions";
import { canReply, canRetryDelivery, relatedToLabel, replyFormValues } from "@/lib/communications/rules";
import { communicationTypeLabels } from "@/lib/communications/schema";
import type { CommunicationListRow, WithDeliveryState } from "@/lib/communications/types";
import { formatDateTime } from "@/lib/dates";
import { cn } from "@/lib/utils";

import { ConfirmDeleteDialog } from "../dialogs/confirm-delete-dialog";
import { useSettledAction } from "../forms/use-settled-action";
import { DataTable, useRowDialog, type DataTableColumn } from "../list";
import { AiGeneratedBadge, CommunicationStatusBadges, CommunicationTypeLabel, DeliveryBadge, PortalBadge } from "./communication-badges";
import { CommunicationFormDialog, type CommunicationFormStart } from "./communication-form-dialog";
import { CommunicationViewDialog } from "./communication-view-dialog";
import { RETRY_MESSAGES } from "./retry-messages";

export type CommunicationRow = WithDeliveryState<CommunicationListRow>;

/** What a row is called in accessible names: its subject, else the start of its content. */
const rowName = (row: { subject: string | null; preview: string; type: CommunicationRow["type"] }) => {
  const text = row.subject?.trim() || row.preview.trim().split(/\s+/).slice(0, 8).join(" ");
  return `${communicationTypeLabels[row.type].toLowerCase()} "${text}"`;
};

/** Reply's start: an email to the original's sender, 'Re: ' subject, the same lead and project. */
function replyStart(row: CommunicationListRow): CommunicationFormStart {
  return {
    values: replyFormValues(row),
    lead: row.leadId ? { id: row.leadId, label: row.leadName ?? "Unknown Lead" } : null,
    project: row.projectId ? { id: row.projectId, label: row.projectTitle ?? "Unknown Project" } : null,
  };
}

const unread = (row: CommunicationRow) => !row.readStatus;

const columns = (timeZone: string): DataTableColumn<CommunicationRow>[] => [
  { id: "type", header: "Type", meta: { className: "align-top" }, cell: ({ row }) => <CommunicationTypeLabel type={row.original.type} /> },
  {
    id: "subject",
    header: "Subject/Content",
    meta: { className: "max-w-md align-top whitespace-normal" },
    cell: ({ row: { original: row } }) => (
      <div className="flex items-start gap-2">
        {unread(row) ? <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-blue-600" /> : null}
        <div className="min-w-0 space-y-1">
          {row.subject ? (
            <div className={cn("break-words text-slate-900", unread(row) ? "font-semibold" : "font-medium")}>{row.subject}</div>
          ) : null}
          <p
            className={cn("line-clamp-2 text-sm break-words text-slate-600", unread(row) && !row.subject && "font-semibold text-slate-900")}
          >
            {row.preview}
          </p>
          {row.isAiGenerated ? <AiGeneratedBadge /> : null}
        </div>
      </div>
    ),
  },
  {
    id: "related",
    header: "Related To",
    meta: { className: "align-top text-sm whitespace-normal" },
    cell: ({ row }) => relatedToLabel(row.original),
  },
  {
    id: "contact",
    header: "Contact",
    meta: { className: "align-top text-sm whitespace-normal" },
    // One line per address, cut with an ellipsis (the whole address on hover and in the view).
    cell: ({ row: { original: row } }) => (
      <>
        {row.toEmail ? (
          <div className="max-w-56 truncate" title={row.toEmail}>
            To: {row.toEmail}
          </div>
        ) : null}
        {row.fromEmail ? (
          <div className="max-w-56 truncate text-slate-500" title={row.fromEmail}>
            From: {row.fromEmail}
          </div>
        ) : null}
      </>
    ),
  },
  {
    id: "status",
    header: "Status",
    meta: { className: "align-top whitespace-normal" },
    cell: ({ row: { original: row } }) => (
      <div className="grid max-w-56 gap-1">
        <CommunicationStatusBadges unread={unread(row)} responseRequired={row.responseRequired} />
        <PortalBadge fromPortal={row.portalContactId !== null} shared={row.clientVisible} />
        {row.deliveryState ? <DeliveryBadge state={row.deliveryState} showDetail /> : null}
      </div>
    ),
  },
  {
    id: "date",
    header: "Date",
    meta: { className: "align-top text-sm" },
    cell: ({ row }) => formatDateTime(row.original.createdAt, timeZone),
  },
];

/** SPEC §2 Communications table: unread rows stand out (bold, a marker and the 'Unread' badge). */
export function CommunicationsTable({ rows, timeZone }: { rows: CommunicationRow[]; timeZone: string }) {
  const { dialog, dialogProps, open, show, close, isOpen } = useRowDialog<"view" | "reply" | "delete", CommunicationRow>();
  const markRead = useAction(markCommunicationReadAction, {
    // SPEC §8: marking a communication read fails silently (console only).
    onError: ({ error }) => console.error("[communications.mark-read]", error),
  });
  const remove = useSettledAction(
    deleteCommunicationAction,
    { success: "Communication deleted successfully.", failure: "Failed to delete communication.", log: "communications.delete" },
    close,
  );
  const retry = useSettledAction(retryCommunicationEmailAction, RETRY_MESSAGES);

  return (
    <>
      <DataTable
        caption="Communications, newest first"
        columns={columns(timeZone)}
        rows={rows}
        getRowId={(row) => row.id}
        rowProps={(row) => ({ className: unread(row) ? "bg-blue-50/60 shadow-[inset_3px_0_0_var(--color-blue-600)]" : undefined })}
        rowActions={(row) => [
          {
            label: `View ${rowName(row)}`,
            icon: "eye",
            onSelect: (event) => {
              open("view", row)(event);
              if (unread(row)) markRead.execute({ id: row.id });
            },
          },
          canReply(row.type) ? { label: `Reply to ${rowName(row)}`, icon: "reply", onSelect: open("reply", row) } : null,
          canRetryDelivery(row.delivery)
            ? {
                label: `Retry sending ${rowName(row)}`,
                icon: "rotate-ccw",
                disabled: retry.pending,
                onSelect: () => void retry.run({ id: row.id }),
              }
            : null,
          { label: `Delete ${rowName(row)}`, icon: "trash", destructive: true, onSelect: open("delete", row) },
        ]}
      />
      {dialog?.kind === "view" ? (
        <CommunicationViewDialog
          key={dialog.row.id}

          id={dialog.row.id}
          timeZone={timeZone}
          {...dialogProps}
          onReply={() => show("reply", dialog.row)}
        />
      ) : null}
      {dialog?.kind === "reply" ? (
        <CommunicationFormDialog
          key={`reply-${dialog.row.id}`}

          title="Reply"
          start={replyStart(dialog.row)}
          {...dialogProps}
        />
      ) : null}
      <ConfirmDeleteDialog
        {...dialogProps}
        open={isOpen("delete")}
        title="Delete this communication?"
        description={
          dialog?.kind === "delete"
            ? `The ${rowName(dialog.row)} will be deleted${dialog.row.deliveryState?.kind === "queued" ? ", and its email, not sent yet, is cancelled" : ""}. This action cannot be undone.`
            : ""
        }
        busy={remove.pending}
        onConfirm={() => dialog && void remove.run({ id: dialog.row.id })}
      />
    </>
  );
}
