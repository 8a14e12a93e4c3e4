"use client";

import { useAction } from "next-safe-action/hooks";

import { invoiceStatuses, type InvoiceStatus } from "@/db/enums";
import { updateInvoiceStatusAction } from "@/lib/invoices/actions";

import { settleAction, toastOutcome } from "../forms/settle-action";
import { invoiceStatusLabels } from "./invoice-status-labels";

/** SPEC §4: any status may follow any other, straight from the row; messages from SPEC §8. */
export function InvoiceStatusSelect({ id, invoiceNumber, status }: { id: string; invoiceNumber: string; status: InvoiceStatus }) {
  const { executeAsync, isPending, input } = useAction(updateInvoiceStatusAction);
  const change = (next: InvoiceStatus) =>
    // Settled from the promise: with a status filter, the saved row leaves the list (and unmounts).
    settleAction(
      executeAsync({ id, status: next }),
      toastOutcome({ success: "Invoice status updated successfully.", failure: "Failed to update invoice status.", log: "invoices.status" }),
    );
  // While the change is saved, show the chosen value rather than snapping back.
  const shown = isPending && input ? input.status : status;
  // A native select: one per row, so it stays light to render and hydrate on a 25-row page, and
  // keyboard and screen-reader use come with the platform.
  return (
    <select
      aria-label={`Status of ${invoiceNumber}`}
      value={shown}
      disabled={isPending}
      onChange={(event) => void change(event.target.value as InvoiceStatus)}
      className="border-input focus-visible:border-ring focus-visible:ring-ring/50 h-8 w-32 rounded-md border bg-white px-2 text-sm shadow-xs outline-none focus-visible:ring-[3px] disabled:cursor-wait disabled:opacity-60"
    >
      {invoiceStatuses.map((value) => (
        <option key={value} value={value}>
          {invoiceStatusLabels[value]}
        </option>
      ))}
    </select>
  );
}
