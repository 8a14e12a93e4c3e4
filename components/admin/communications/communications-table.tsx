"use client";

import { useRef, useState } from "react";
import { Eye, Reply, RotateCcw, Trash2 } from "lucide-react";
import { useAction } from "next-safe-action/hooks";
import { toast } from "sonner";

import { actionErrorMessage } from "@/lib/action-errors";
import { deleteCommunicationAction, markCommunicationReadAction, retryCommunicationEmailAction } from "@/lib/communications/actions";
import type { CommunicationListRow } from "@/lib/communications/queries";
import { canReply, canRetryDelivery, type DeliveryState, relatedToLabel, replyFormValues } from "@/lib/communications/rules";
import { communicationTypeLabels } from "@/lib/communications/schema";
import { formatDateTime } from "@/lib/dates/format";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

import { ConfirmDeleteDialog } from "../forms/confirm-delete-dialog";
import { settleAction, toastOutcome } from "../forms/settle-action";
import { AiGeneratedBadge, CommunicationStatusBadges, CommunicationTypeLabel, DeliveryBadge } from "./communication-badges";
import { CommunicationFormDialog, type CommunicationFormStart } from "./communication-form-dialog";
import { CommunicationViewDialog } from "./communication-view-dialog";

export type CommunicationRow = CommunicationListRow & { deliveryState: DeliveryState | null };

// The dialog stays mounted (open: false) after closing, so it can animate out and return focus.
type OpenDialog =
  | { kind: "view" | "delete"; row: CommunicationRow; open: boolean }
  | { kind: "reply"; row: CommunicationRow; start: CommunicationFormStart; open: boolean }
  | null;

/** What a row is called in accessible names: its subject, else the start of its content. */
export const rowName = (row: { subject: string | null; preview: string; type: CommunicationRow["type"] }) => {
  const text = row.subject?.trim() || row.preview.trim().split(/\s+/).slice(0, 8).join(" ");
  return `${communicationTypeLabels[row.type].toLowerCase()} "${text}"`;
};

/** Reply's start: an email to the original's sender, 'Re: ' subject, the same lead and project. */
export function replyStart(row: CommunicationListRow): CommunicationFormStart {
  return {
    values: replyFormValues(row),
    lead: row.leadId ? { id: row.leadId, label: row.leadName ?? "Unknown Lead" } : null,
    project: row.projectId ? { id: row.projectId, label: row.projectTitle ?? "Unknown Project" } : null,
  };
}

/** SPEC §2 Communications table: unread rows stand out (bold, a marker and the 'Unread' badge). */
export function CommunicationsTable({ rows, timeZone }: { rows: CommunicationRow[]; timeZone: string }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const opener = useRef<HTMLElement | null>(null);
  const remember = (event: React.MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
  };
  const close = () => setDialog((current) => (current ? { ...current, open: false } : null));
  const restoreFocus = (event: Event) => {
    if (opener.current?.isConnected) {
      event.preventDefault();
      opener.current.focus();
    }
  };

  const markRead = useAction(markCommunicationReadAction, {
    // SPEC §8: marking a communication read fails silently (console only).
    onError: ({ error }) => console.error("[communications.mark-read]", error),
  });
  const view = (row: CommunicationRow) => (event: React.MouseEvent<HTMLElement>) => {
    remember(event);
    setDialog({ kind: "view", row, open: true });
    if (!row.readStatus) markRead.execute({ id: row.id });
  };
  const reply = (row: CommunicationRow) => (event?: React.MouseEvent<HTMLElement>) => {
    if (event) remember(event);
    setDialog({ kind: "reply", row, start: replyStart(row), open: true });
  };

  const deleteAction = useAction(deleteCommunicationAction);
  // Settled from the promise: deleting the last row on the page swaps this table for the empty
  // state, and useAction's own callbacks would then never run.
  const remove = (id: string) =>
    settleAction(deleteAction.executeAsync({ id }), toastOutcome({ success: "Communication deleted successfully.", failure: "Failed to delete communication.", log: "communications.delete" }, close));
  const retryAction = useAction(retryCommunicationEmailAction, {
    onSuccess: () => toast.success("Success!", { description: "The email is queued for another attempt." }),
    onError: ({ error }) => {
      console.error("[communications.retry]", error);
      toast.error("Error", { description: actionErrorMessage(error.serverError, "Failed to retry the email.") });
    },
  });

  return (
    <>
      <Table>
        <caption className="sr-only">Communications, newest first</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Type</TableHead>
            <TableHead>Subject/Content</TableHead>
            <TableHead>Related To</TableHead>
            <TableHead>Contact</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Date</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const unread = !row.readStatus;
            const name = rowName(row);
            return (
              <TableRow key={row.id} className={cn(unread && "bg-blue-50/60 shadow-[inset_3px_0_0_var(--color-blue-600)]")}>
                <TableCell className="align-top">
                  <CommunicationTypeLabel type={row.type} />
                </TableCell>
                <TableCell className="max-w-md align-top whitespace-normal">
                  <div className="flex items-start gap-2">
                    {unread ? <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-blue-600" /> : null}
                    <div className="min-w-0 space-y-1">
                      {row.subject ? <div className={cn("break-words text-slate-900", unread ? "font-semibold" : "font-medium")}>{row.subject}</div> : null}
                      <p className={cn("line-clamp-2 text-sm break-words text-slate-600", unread && !row.subject && "font-semibold text-slate-900")}>
                        {row.preview}
                      </p>
                      {row.isAiGenerated ? <AiGeneratedBadge /> : null}
                    </div>
                  </div>
                </TableCell>
                <TableCell className="align-top text-sm whitespace-normal">{relatedToLabel(row)}</TableCell>
                <TableCell className="align-top text-sm whitespace-normal">
                  {/* One line per address, cut with an ellipsis (the whole address on hover and in the view). */}
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
                  {!row.toEmail && !row.fromEmail ? <span className="text-slate-500">—</span> : null}
                </TableCell>
                <TableCell className="align-top whitespace-normal">
                  <div className="grid max-w-56 gap-1">
                    <CommunicationStatusBadges unread={unread} responseRequired={row.responseRequired} />
                    {row.deliveryState ? <DeliveryBadge state={row.deliveryState} showDetail /> : null}
                  </div>
                </TableCell>
                <TableCell className="align-top text-sm">{formatDateTime(row.createdAt, timeZone)}</TableCell>
                <TableCell className="align-top">
                  <div className="flex justify-end gap-1">
                    <Button type="button" variant="ghost" size="icon-sm" aria-label={`View ${name}`} onClick={view(row)}>
                      <Eye aria-hidden />
                    </Button>
                    {canReply(row.type) ? (
                      <Button type="button" variant="ghost" size="icon-sm" aria-label={`Reply to ${name}`} onClick={reply(row)}>
                        <Reply aria-hidden />
                      </Button>
                    ) : null}
                    {canRetryDelivery(row.delivery) ? (
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`Retry sending ${name}`}
                        disabled={retryAction.isPending}
                        onClick={() => retryAction.execute({ id: row.id })}
                      >
                        <RotateCcw aria-hidden />
                      </Button>
                    ) : null}
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon-sm"
                      className="text-destructive"
                      aria-label={`Delete ${name}`}
                      onClick={(event) => {
                        remember(event);
                        setDialog({ kind: "delete", row, open: true });
                      }}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>

      {dialog?.kind === "view" ? (
        <CommunicationViewDialog
          key={dialog.row.id}
          open={dialog.open}
          id={dialog.row.id}
          timeZone={timeZone}
          onClose={close}
          onCloseAutoFocus={restoreFocus}
          onReply={() => setDialog({ kind: "reply", row: dialog.row, start: replyStart(dialog.row), open: true })}
        />
      ) : null}
      {dialog?.kind === "reply" ? (
        <CommunicationFormDialog
          key={`reply-${dialog.row.id}`}
          open={dialog.open}
          title="Reply"
          start={dialog.start}
          onClose={close}
          onCloseAutoFocus={restoreFocus}
        />
      ) : null}
      <ConfirmDeleteDialog
        open={dialog?.kind === "delete" && dialog.open}
        onOpenChange={(next) => !next && close()}
        title="Delete this communication?"
        description={
          dialog?.kind === "delete"
            ? `The ${rowName(dialog.row)} will be deleted${dialog.row.deliveryState?.kind === "queued" ? ", and its email, not sent yet, is cancelled" : ""}. This action cannot be undone.`
            : ""
        }
        busy={deleteAction.isPending}
        onConfirm={() => dialog && void remove(dialog.row.id)}
      />
    </>
  );
}
