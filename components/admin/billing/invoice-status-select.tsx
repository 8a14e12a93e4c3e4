"use client";

import { useAction } from "next-safe-action/hooks";
import { toast } from "sonner";

import { invoiceStatuses, type InvoiceStatus } from "@/db/enums";
import { actionErrorMessage } from "@/lib/action-errors";
import { updateInvoiceStatusAction } from "@/lib/invoices/actions";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

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
  return (
    <Select value={shown} disabled={isPending} onValueChange={(next) => execute({ id, status: next as InvoiceStatus })}>
      <SelectTrigger size="sm" aria-label={`Status of ${invoiceNumber}`} className="w-32">
        {/* The label is given, not looked up: it shows before hydration too. */}
        <SelectValue>{invoiceStatusLabels[shown]}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {invoiceStatuses.map((value) => (
          <SelectItem key={value} value={value}>
            {invoiceStatusLabels[value]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
