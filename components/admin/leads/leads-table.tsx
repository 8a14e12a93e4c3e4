"use client";

import { useRef, useState } from "react";
import { ArrowRightLeft, Eye, Pencil, Trash2 } from "lucide-react";
import { useAction } from "next-safe-action/hooks";

import { leadStatuses } from "@/db/enums";
import { formatDateTime } from "@/lib/dates/format";
import { leadStatusLabels } from "@/lib/leads/admin-schema";
import { deleteLeadAction } from "@/lib/leads/actions";
import type { LeadListRow } from "@/lib/leads/queries";
import { isConvertible } from "@/lib/projects/schema";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

import { ConfirmDeleteDialog } from "../forms/confirm-delete-dialog";
import { settleAction, toastOutcome } from "../forms/settle-action";
import { InlineStatusSelect } from "../forms/inline-status-select";
import { DuplicateBadge } from "./duplicate-badge";
import { LeadConvertDialog } from "./lead-convert-dialog";
import { LeadDetailsDialog } from "./lead-details-dialog";
import { budgetLabel, priorityLabel, serviceLabel } from "./lead-display";
import { LeadEditDialog } from "./lead-edit-dialog";
import { leadSourceLabels } from "./lead-source-label";
import { PRIORITY_STYLES } from "./priority-styles";
import { useLeadStatusChange } from "./use-lead-status-change";

const statusOptions = leadStatuses.map((value) => ({ value, label: leadStatusLabels[value] }));

// The dialog stays mounted (open: false) after closing, so it can animate out and return focus.
type OpenDialog = { kind: "view" | "edit" | "convert" | "delete"; lead: LeadListRow; open: boolean } | null;

/** SPEC §2 Leads table: one row per lead, inline status, and the four actions. */
export function LeadsTable({ leads, timeZone }: { leads: LeadListRow[]; timeZone: string }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Dialogs opened from a row hand focus back to the button that opened them.
  const opener = useRef<HTMLElement | null>(null);
  const open = (kind: NonNullable<OpenDialog>["kind"], lead: LeadListRow) => (event: React.MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    setDialog({ kind, lead, open: true });
  };
  const close = () => setDialog((current) => (current ? { ...current, open: false } : null));
  const restoreFocus = (event: Event) => {
    if (opener.current?.isConnected) {
      event.preventDefault();
      opener.current.focus();
    }
  };

  const changeStatus = useLeadStatusChange();
  const deleteAction = useAction(deleteLeadAction);
  // Settled from the promise: deleting the last row on the page swaps this table for the empty
  // state, and useAction's own callbacks would then never run.
  const remove = (id: string) =>
    settleAction(deleteAction.executeAsync({ id }), toastOutcome({ success: "Lead deleted successfully.", failure: "Failed to delete lead.", log: "leads.delete" }, close));

  return (
    <>
      <Table>
        <caption className="sr-only">Leads, newest first</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Contact</TableHead>
            <TableHead>Source</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Priority</TableHead>
            <TableHead>Service</TableHead>
            <TableHead>Budget</TableHead>
            <TableHead>Created</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {leads.map((lead) => (
            <TableRow key={lead.id}>
              <TableCell className="align-top whitespace-normal">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-slate-900">{lead.name}</span>
                  {lead.duplicateOfId ? <DuplicateBadge /> : null}
                </div>
                <div className="text-sm text-slate-600">{lead.email}</div>
                {lead.phone ? <div className="text-xs text-slate-500">{lead.phone}</div> : null}
                {lead.company ? <div className="text-xs text-slate-500">{lead.company}</div> : null}
              </TableCell>
              <TableCell>
                <Badge variant="outline">{leadSourceLabels[lead.source]}</Badge>
              </TableCell>
              <TableCell>
                <InlineStatusSelect
                  value={lead.status}
                  label={`Status for ${lead.name}`}
                  options={statusOptions}
                  onChange={(status) => changeStatus(lead.id, status)}
                />
              </TableCell>
              <TableCell>
                <Badge className={`border-transparent ${PRIORITY_STYLES[lead.priority] ?? ""}`}>{priorityLabel(lead.priority)}</Badge>
              </TableCell>
              <TableCell>{lead.service ? serviceLabel(lead.service) : "—"}</TableCell>
              <TableCell>{lead.budget ? budgetLabel(lead.budget) : "—"}</TableCell>
              <TableCell className="text-sm">{formatDateTime(lead.createdAt, timeZone)}</TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  <Button type="button" variant="ghost" size="icon-sm" aria-label={`View details for ${lead.name}`} onClick={open("view", lead)}>
                    <Eye aria-hidden />
                  </Button>
                  <Button type="button" variant="ghost" size="icon-sm" aria-label={`Edit ${lead.name}`} onClick={open("edit", lead)}>
                    <Pencil aria-hidden />
                  </Button>
                  {isConvertible(lead.status) ? (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Convert ${lead.name} to project`}
                      onClick={open("convert", lead)}
                    >
                      <ArrowRightLeft aria-hidden />
                    </Button>
                  ) : null}
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    className="text-destructive"
                    aria-label={`Delete ${lead.name}`}
                    onClick={open("delete", lead)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      {dialog?.kind === "view" ? (
        <LeadDetailsDialog key={dialog.lead.id} open={dialog.open} leadId={dialog.lead.id} timeZone={timeZone} onClose={close} onCloseAutoFocus={restoreFocus} />
      ) : null}
      {dialog?.kind === "edit" ? (
        <LeadEditDialog key={dialog.lead.id} open={dialog.open} lead={dialog.lead} onClose={close} onCloseAutoFocus={restoreFocus} />
      ) : null}
      {dialog?.kind === "convert" ? (
        <LeadConvertDialog key={dialog.lead.id} open={dialog.open} lead={dialog.lead} onClose={close} onCloseAutoFocus={restoreFocus} />
      ) : null}
      <ConfirmDeleteDialog
        open={dialog?.kind === "delete" && dialog.open}
        onOpenChange={(next) => !next && close()}
        title="Delete this lead?"
        description={
          dialog?.kind === "delete"
            ? `${dialog.lead.name} will be deleted. Their projects and communications stay, no longer linked. This action cannot be undone.`
            : ""
        }
        busy={deleteAction.isPending}
        onConfirm={() => dialog && void remove(dialog.lead.id)}
      />
    </>
  );
}
