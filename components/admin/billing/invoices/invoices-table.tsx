"use client";

import { Badge } from "@/components/ui/badge";
import { deleteInvoiceAction } from "@/lib/billing/invoices/actions";
import { editLockReason } from "@/lib/billing/invoices/schema";
import { acceptsPayments, balanceCents, isPartiallyPaid, sendKind } from "@/lib/billing/rules";
import type { InvoiceListRow } from "@/lib/billing/types";
import { formatIsoDate } from "@/lib/dates";
import { formatCents, formatMoney } from "@/lib/money";

import { ConfirmDeleteDialog } from "../../dialogs/confirm-delete-dialog";
import { useSettledAction } from "../../forms/use-settled-action";
import { DataTable, useRowDialog, type DataTableColumn, type RowAction } from "../../list";
import { clientColumn } from "../client-column";
import { EditInvoiceDialog } from "./edit-invoice-dialog";
import { InvoiceDetailsDialog } from "./invoice-details-dialog";
import { InvoiceSendDialog } from "./invoice-send-dialog";
import { InvoiceStatusSelect } from "./invoice-status-select";
import { PaymentDialog } from "../payments/payment-dialog";
import { RepeatInvoiceDialog } from "../recurring/repeat-invoice-dialog";

const columns: DataTableColumn<InvoiceListRow>[] = [
  {
    id: "number",
    header: "Invoice #",
    meta: { className: "font-medium" },
    cell: ({ row }) => row.original.invoiceNumber,
  },
  clientColumn(),
  {
    id: "status",
    header: "Status",
    cell: ({ row: { original: invoice } }) => (
      <InvoiceStatusSelect id={invoice.id} invoiceNumber={invoice.invoiceNumber} status={invoice.status} />
    ),
  },
  {
    id: "amount",
    header: "Amount",
    meta: { className: "cell-amount" },
    // 'Partially paid' is a badge, not a status: the row keeps its status and shows what is left.
    cell: ({ row: { original: invoice } }) => (
      <>
        {formatMoney(invoice.totalAmount)}
        {isPartiallyPaid(invoice) ? (
          <div className="mt-1 flex flex-col items-end gap-1">
            <Badge variant="outline">Partially paid</Badge>
            <span className="cell-sub">Balance {formatCents(balanceCents(invoice))}</span>
          </div>
        ) : null}
      </>
    ),
  },
  {
    id: "issued",
    header: "Issue Date",
    cell: ({ row }) => formatIsoDate(row.original.issueDate),
  },
  {
    id: "due",
    header: "Due Date",
    cell: ({ row: { original: invoice } }) =>
      invoice.overdue ? (
        <span className="flex items-center gap-2">
          {formatIsoDate(invoice.dueDate)}
          <Badge variant="destructive">Overdue</Badge>
        </span>
      ) : (
        formatIsoDate(invoice.dueDate)
      ),
  },
];

type DialogKind = "view" | "edit" | "delete" | "send" | "payment" | "repeat";

/**
 * SPEC §2 Billing table. A row the overdue rule catches (computed in SQL with the agency's date) is
 * tinted red and its due date carries the 'Overdue' badge, whatever its stored status. Each row
 * also sends (or resends) the invoice, records a payment and repeats it as a retainer.
 */
export function InvoicesTable({ rows, today }: { rows: InvoiceListRow[]; today: string }) {
  const { dialog, dialogProps, open, close, show, isOpen } = useRowDialog<DialogKind, InvoiceListRow>();
  const remove = useSettledAction(
    deleteInvoiceAction,
    { success: "Invoice deleted successfully.", failure: "Failed to delete invoice.", log: "invoices.delete" },
    close,
  );
  // The details show the row as the page now has it (a payment or a revoke inside them refreshes
  // the page); a form keeps the row it opened with, so nothing moves under the admin's hands, and
  // starts afresh at each opening (the row's balance may have changed since the last one).
  const current = dialog ? (rows.find((row) => row.id === dialog.row.id) ?? dialog.row) : null;

  const rowActions = (invoice: InvoiceListRow): (RowAction | null)[] => {
    // DESIGN.md: only drafts can be edited; the button of any other invoice says why.
    const locked = editLockReason(invoice.status);
    const send = sendKind(invoice.status);
    const n = invoice.invoiceNumber;
    return [
      { label: `View ${n}`, title: "View details", icon: "eye", onSelect: open("view", invoice) },
      locked
        ? { label: `Edit ${n}`, icon: "lock", lockedReason: locked, onSelect: () => undefined }
        : { label: `Edit ${n}`, title: "Edit draft", icon: "pencil", onSelect: open("edit", invoice) },
      send
        ? {
            label: `${send === "send" ? "Send Invoice" : "Resend"} ${n}`,
            title: send === "send" ? "Send Invoice" : "Resend",
            icon: "send",
            onSelect: open("send", invoice),
          }
        : null,
      acceptsPayments(invoice.status) && balanceCents(invoice) > 0
        ? { label: `Record payment for ${n}`, title: "Record Payment", icon: "credit-card", onSelect: open("payment", invoice) }
        : null,
      { label: `Repeat ${n}`, title: "Repeat", icon: "repeat", onSelect: open("repeat", invoice) },
      {
        label: `Download ${n} as PDF`,
        title: "Download PDF",
        icon: "download",
        // The response names the file (Content-Disposition), so the link needs no download attribute.
        href: `/api/admin/invoices/${invoice.id}/pdf`,
      },
      // Paid online: kept for the provider's record (the server refuses too); cancel it instead.
      invoice.paidOnline
        ? null
        : { label: `Delete ${n}`, title: "Delete invoice", icon: "trash", destructive: true, onSelect: open("delete", invoice) },
    ];
  };

  return (
    <>
      <DataTable
        caption="Invoices, newest first"
        columns={columns}
        rows={rows}
        getRowId={(invoice) => invoice.id}
        rowActions={rowActions}
        rowProps={(invoice) => ({
          "data-overdue": invoice.overdue || undefined,
          className: invoice.overdue ? "bg-red-50 hover:bg-red-100/70" : undefined,
        })}
      />
      {dialog?.kind === "view" && current ? (
        <InvoiceDetailsDialog key={current.id} invoice={current} onFollowUp={(next) => show(next, current)} {...dialogProps} />
      ) : null}
      {dialog?.kind === "edit" ? <EditInvoiceDialog key={dialog.opening} invoice={dialog.row} {...dialogProps} /> : null}
      {dialog?.kind === "send" ? <InvoiceSendDialog key={dialog.opening} invoice={dialog.row} {...dialogProps} /> : null}
      {dialog?.kind === "payment" ? <PaymentDialog key={dialog.opening} invoice={dialog.row} today={today} {...dialogProps} /> : null}
      {dialog?.kind === "repeat" ? <RepeatInvoiceDialog key={dialog.opening} invoice={dialog.row} today={today} {...dialogProps} /> : null}
      <ConfirmDeleteDialog
        {...dialogProps}
        open={isOpen("delete")}
        title={dialog?.kind === "delete" ? `Delete invoice ${dialog.row.invoiceNumber}?` : ""}
        description="This action cannot be undone."
        busy={remove.pending}
        onConfirm={() => dialog && void remove.run({ id: dialog.row.id })}
      />
    </>
  );
}
