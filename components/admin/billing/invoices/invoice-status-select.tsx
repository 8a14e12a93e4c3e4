"use client";

import { updateInvoiceStatusAction } from "@/lib/billing/invoices/actions";
import { type InvoiceStatus, invoiceStatusOptions } from "@/lib/billing/invoices/schema";

import { useSettledAction } from "../../forms/use-settled-action";

/** SPEC §4: any status may follow any other, straight from the row; messages from SPEC §8. */
export function InvoiceStatusSelect({ id, invoiceNumber, status }: { id: string; invoiceNumber: string; status: InvoiceStatus }) {
  const change = useSettledAction(updateInvoiceStatusAction, {
    success: "Invoice status updated successfully.",
    failure: "Failed to update invoice status.",
    log: "invoices.status",
  });
  // A native select: one per row, so it stays light to render and hydrate on a 25-row page, and
  // keyboard and screen-reader use come with the platform; styled by the
  // `native-select` class of app/back-office.css. The chosen value shows while it saves.
  return (
    <select
      aria-label={`Status of ${invoiceNumber}`}
      defaultValue={status}
      key={status}
      disabled={change.pending}
      onChange={(event) => {
        const select = event.currentTarget;
        void change.run({ id, status: event.target.value as InvoiceStatus }).then((saved) => {
          if (!saved) select.value = status;
        });
      }}
      className="native-select"
    >
      {invoiceStatusOptions.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
