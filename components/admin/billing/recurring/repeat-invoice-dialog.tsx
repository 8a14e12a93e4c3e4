"use client";

import { useMemo } from "react";

import { createRecurringInvoiceAction } from "@/lib/billing/recurring/actions";
import { shiftByPeriods } from "@/lib/billing/recurring/periods";
import { frequencyOptions, recurringFormSchemaFor, type RecurringFormValues } from "@/lib/billing/recurring/schema";
import type { InvoiceListRow } from "@/lib/billing/types";
import { formatIsoDate } from "@/lib/dates";
import { formatMoney } from "@/lib/money";

import { FormDialog, type DialogProps } from "../../dialogs/form-dialog";
import { CheckboxField } from "../../forms/checkbox-field";
import { SelectField } from "../../forms/select-field";
import { TextField } from "../../forms/text-field";
import { useActionForm } from "../../forms/use-action-form";

type Props = DialogProps & { invoice: InvoiceListRow; today: string };

/** The next invoice's date by default: a month after this one's issue date, and never in the past. */
function firstDate(issueDate: string, today: string): string {
  const next = shiftByPeriods(issueDate, "month", 1);
  return next < today ? today : next;
}

/**
 * 'Repeat': a retainer from this invoice. The worker makes each invoice on its date, with a fresh
 * number and these items, as a draft or sent to the client automatically.
 */
export function RepeatInvoiceDialog({ invoice, today, ...dialog }: Props) {
  const schema = useMemo(() => recurringFormSchemaFor(today), [today]);
  const defaultValues: RecurringFormValues = {
    invoiceId: invoice.id,
    frequency: "month",
    startDate: firstDate(invoice.issueDate, today),
    endDate: "",
    autoSend: false,
  };
  const actionForm = useActionForm(createRecurringInvoiceAction, schema, {
    defaultValues,
    mode: "onTouched",
    messages: {
      success: `Retainer created from ${invoice.invoiceNumber}. It is listed under Recurring.`,
      failure: "Failed to create the retainer.",
      log: "invoices.repeat",
    },
    onSuccess: dialog.onClose,
  });
  const { field, form } = actionForm;
  return (
    <FormDialog
      {...dialog}
      title={`Repeat Invoice ${invoice.invoiceNumber}`}
      description={`A new invoice for ${invoice.clientName} (${formatMoney(invoice.totalAmount)}, the same items) every period, numbered afresh and dated by the period. Invoices are made from 8:00 on their date.`}
      form={actionForm}
      submitLabel="Repeat Invoice"
      busyLabel="Saving..."
    >
      <SelectField id="repeat-frequency" label="Repeat" options={frequencyOptions} {...field("frequency")} />
      <TextField
        id="repeat-start-date"
        label="First Invoice Date"
        type="date"
        min={today}
        hint={`Today is ${formatIsoDate(today)}.`}
        {...field("startDate", { deps: ["endDate"] })}
      />
      <TextField id="repeat-end-date" label="End Date" type="date" hint="Leave empty to repeat until you end it." {...field("endDate")} />
      <CheckboxField
        control={form.control}
        name="autoSend"
        id="repeat-auto-send"
        label="Send each new invoice to the client automatically"
        hint="Otherwise each one waits as a draft for you to send."
        className="sm:col-span-2 self-center"
      />
    </FormDialog>
  );
}
