"use client";

import { Badge } from "@/components/ui/badge";
import { endRecurringInvoiceAction, pauseRecurringInvoiceAction, resumeRecurringInvoiceAction } from "@/lib/billing/recurring/actions";
import { frequencyLabels } from "@/lib/billing/recurring/periods";
import { recurringStatusLabels } from "@/lib/billing/recurring/schema";
import type { RecurringListRow } from "@/lib/billing/types";
import { formatIsoDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";

import { ConfirmDialog } from "../../dialogs/confirm-dialog";
import { useSettledAction } from "../../forms/use-settled-action";
import { DataTable, useRowDialog, type DataTableColumn, type RowAction } from "../../list";
import { clientColumn } from "../client-column";

const columns: DataTableColumn<RecurringListRow>[] = [
  clientColumn(),
  { id: "source", header: "From", meta: { className: "whitespace-nowrap" }, cell: ({ row }) => row.original.sourceInvoiceNumber },
  {
    id: "amount",
    header: "Amount",
    meta: { className: "text-right tabular-nums" },
    cell: ({ row }) => formatMoney(row.original.totalAmount),
  },
  { id: "frequency", header: "Repeats", cell: ({ row }) => frequencyLabels[row.original.frequency] },
  {
    id: "next",
    header: "Next Invoice",
    meta: { className: "whitespace-nowrap" },
    cell: ({ row: { original: schedule } }) => (schedule.status === "active" ? formatIsoDate(schedule.nextRunDate) : "—"),
  },
  {
    id: "ends",
    header: "Ends",
    meta: { className: "whitespace-nowrap" },
    cell: ({ row }) => (row.original.endDate ? formatIsoDate(row.original.endDate) : "Never"),
  },
  { id: "mode", header: "New Invoices", cell: ({ row }) => (row.original.autoSend ? "Sent automatically" : "Drafts") },
  {
    id: "status",
    header: "Status",
    cell: ({ row: { original: schedule } }) => (
      <span className="flex flex-col gap-1">
        <Badge variant={schedule.status === "active" ? "default" : "secondary"}>{recurringStatusLabels[schedule.status]}</Badge>
        <span className="text-muted-foreground text-xs">{`${schedule.invoicesMade} made${schedule.lastRunDate ? `, last ${formatIsoDate(schedule.lastRunDate)}` : ""}`}</span>
      </span>
    ),
  },
];

/** The retainers, with pause and resume in one click and end after a confirmation. */
export function RecurringTable({ rows }: { rows: RecurringListRow[] }) {
  const { dialog, dialogProps, open, close, isOpen } = useRowDialog<"end", RecurringListRow>();
  const pause = useSettledAction(pauseRecurringInvoiceAction, {
    success: "Retainer paused.",
    failure: "Failed to pause the retainer.",
    log: "recurring.pause",
  });
  const resume = useSettledAction(resumeRecurringInvoiceAction, {
    success: (data) =>
      data?.nextRunDate
        ? `Retainer resumed; next invoice ${formatIsoDate(data.nextRunDate)}.`
        : "The retainer's end date has passed, so it has ended.",
    failure: "Failed to resume the retainer.",
    log: "recurring.resume",
  });
  const end = useSettledAction(
    endRecurringInvoiceAction,
    { success: "Retainer ended.", failure: "Failed to end the retainer.", log: "recurring.end" },
    close,
  );
  const busy = pause.pending || resume.pending;

  const rowActions = (schedule: RecurringListRow): (RowAction | null)[] => {
    const name = `the retainer for ${schedule.clientName} (${schedule.sourceInvoiceNumber})`;
    return [
      schedule.status === "active"
        ? {
            label: `Pause ${name}`,
            title: "Pause",
            icon: "circle-pause",
            disabled: busy,
            onSelect: () => void pause.run({ id: schedule.id }),
          }
        : null,
      schedule.status === "paused"
        ? {
            label: `Resume ${name}`,
            title: "Resume",
            icon: "circle-play",
            disabled: busy,
            onSelect: () => void resume.run({ id: schedule.id }),
          }
        : null,
      schedule.status !== "ended"
        ? { label: `End ${name}`, title: "End", icon: "circle-stop", destructive: true, onSelect: open("end", schedule) }
        : null,
    ];
  };

  return (
    <>
      <DataTable
        caption="Retainers, newest first"
        columns={columns}
        rows={rows}
        getRowId={(schedule) => schedule.id}
        rowActions={rowActions}
      />
      <ConfirmDialog
        {...dialogProps}
        open={isOpen("end")}
        title={dialog ? `End the retainer for ${dialog.row.clientName}?` : ""}
        description="No more invoices will be made from it. The invoices it made stay as they are."
        busy={end.pending}
        confirmLabel="End Retainer"
        busyLabel="Ending..."
        onConfirm={() => dialog && void end.run({ id: dialog.row.id })}
      />
    </>
  );
}
