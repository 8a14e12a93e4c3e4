"use client";

import { useMemo } from "react";

import { recordPaymentAction } from "@/lib/billing/payments/actions";
import { paymentFormSchemaFor, type PaymentFormValues, paymentMethodOptions } from "@/lib/billing/payments/schema";
import { balanceCents } from "@/lib/billing/rules";
import type { InvoiceListRow } from "@/lib/billing/types";
import { requiredNumber } from "@/lib/forms/values";
import { formatCents } from "@/lib/money";

import { FormDialog, type DialogProps } from "../../dialogs/form-dialog";
import { CheckboxField } from "../../forms/checkbox-field";
import { SelectField } from "../../forms/select-field";
import { TextField } from "../../forms/text-field";
import { TextareaField } from "../../forms/textarea-field";
import { useActionForm } from "../../forms/use-action-form";

type Props = DialogProps & { invoice: InvoiceListRow; today: string };

/**
 * Records a payment: the balance and today (the agency's date) are the defaults, and the form
 * refuses more than the balance, a future date or one before the invoice was issued, as the
 * server does. Clearing the balance marks the invoice paid.
 */
export function PaymentDialog({ invoice, today, ...dialog }: Props) {
  const balance = balanceCents(invoice);
  const schema = useMemo(
    () => paymentFormSchemaFor({ balanceCents: balance, today, issueDate: invoice.issueDate }),
    [balance, today, invoice.issueDate],
  );
  const defaultValues: PaymentFormValues = {
    invoiceId: invoice.id,
    amount: balance / 100,
    paidOn: today,
    method: "",
    note: "",
    sendReceipt: false,
  };
  const actionForm = useActionForm(recordPaymentAction, schema, {
    defaultValues,
    mode: "onTouched",
    messages: {
      success: (data) =>
        data?.status === "paid" ? `Payment recorded; ${invoice.invoiceNumber} is paid in full.` : "Payment recorded successfully.",
      failure: "Failed to record payment.",
      log: "invoices.payment",
    },
    onSuccess: dialog.onClose,
  });
  const { field, form } = actionForm;
  return (
    <FormDialog
      {...dialog}
      title={`Record Payment for ${invoice.invoiceNumber}`}
      description={`Balance due: ${formatCents(balance)}. A payment that clears it marks the invoice paid.`}
      form={actionForm}
      submitLabel="Record Payment"
      busyLabel="Recording..."
    >
      <TextField
        id="payment-amount"
        label="Amount ($)"
        type="number"
        min={0.01}
        step={0.01}
        inputMode="decimal"
        {...field("amount", { setValueAs: requiredNumber })}
      />
      <TextField id="payment-date" label="Payment Date" type="date" max={today} {...field("paidOn")} />
      <SelectField id="payment-method" label="Payment Method" options={paymentMethodOptions} {...field("method")} />
      <TextareaField
        id="payment-note"
        label="Note"
        rows={2}
        className="sm:col-span-2"
        hint="Check number, transaction reference..."
        {...field("note")}
      />
      <CheckboxField
        control={form.control}
        name="sendReceipt"
        id="payment-send-receipt"
        label="Email a receipt to the client"
        className="sm:col-span-2"
      />
    </FormDialog>
  );
}
