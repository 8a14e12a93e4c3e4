"use client";

import { useAction } from "next-safe-action/hooks";
import { toast } from "sonner";

import { invoiceStatuses, type InvoiceStatus } from "@/db/enums";
import { actionErrorMessage } from "@/lib/action-errors";
import { updateInvoiceStatusAction } from "@/lib/invoices/actions";

import { invoiceStatusLabels } from "./invoice-status-labels";

/** SPEC §4: any status may follow any other, straight from the row; messages from SPEC §8. */
export function InvoiceStatusSelect({ id, invoiceNumber, status }: { id: string; invoiceNumber: string; status: InvoiceStatus }) {
  const { execute, isPending, input } = useAction(updateInvoiceStatusAction, {
    onSuccess: () => toast.success("Success!", { description: "Invoice status updated successfully." }),
    onError: ({ error }) => {
      console.error("[invoices.status]", error);
      toast.error("Error", { description: actionErrorMessage(error.serverError, "Failed to update invoice status.") });
    },
  });
  // While the change is saved, show the chosen value rather than snapping back.
  const shown = isPending && input ? input.status : status;
  // A native select: one per row, so it stays light to render and hydrate on a 25-row page, and
  // keyboard and screen-reader use come with the platform.
  return (
    <select
      aria-label={`Status of ${invoiceNumber}`}
      value={shown}
      disabled={isPending}
      onChange={(event) => execute({ id, status: event.target.value as InvoiceStatus })}
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
