"use client";

import { resolveOverpaymentAction } from "@/lib/billing/online/overpayment-actions";
import { overpaymentResolveSchema } from "@/lib/billing/payments/schema";
import { formatMoney } from "@/lib/money";

import { FormDialog, type DialogProps } from "../../dialogs/form-dialog";
import { TextareaField } from "../../forms/textarea-field";
import { useActionForm } from "../../forms/use-action-form";

/** 'Mark resolved' on a flagged overpayment: the owner says how it was settled (the note goes to the audit trail). */
export function ResolveOverpaymentDialog({
  paymentId,
  overpayment,
  onResolved,
  ...dialog
}: DialogProps & { paymentId: string; overpayment: string; onResolved: () => void }) {
  const actionForm = useActionForm(resolveOverpaymentAction, overpaymentResolveSchema, {
    defaultValues: { paymentId, note: "" },
    messages: { success: "Overpayment marked resolved.", failure: "Failed to resolve the overpayment.", log: "invoices.overpayment" },
    onSuccess: () => {
      dialog.onClose();
      onResolved();
    },
  });
  return (
    <FormDialog
      {...dialog}
      size="md"
      title={`Resolve the overpayment of ${formatMoney(overpayment)}`}
      description="The client paid this much above the balance. Settle it first (refund it in Stripe, or credit it to the client), then say how."
      form={actionForm}
      submitLabel="Mark Resolved"
      busyLabel="Saving..."
    >
      <TextareaField
        id="overpayment-note"
        label="How it was settled"
        rows={3}
        className="sm:col-span-2"
        hint="Refunded in Stripe on..., credited to the next invoice..."
        {...actionForm.field("note")}
      />
    </FormDialog>
  );
}
