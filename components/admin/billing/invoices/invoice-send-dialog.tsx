"use client";

import { sendInvoiceAction } from "@/lib/billing/invoices/actions";
import { invoiceSendSchema } from "@/lib/billing/invoices/schema";
import { defaultInvoiceMessage, invoiceSubject } from "@/lib/billing/mail";
import { balanceCents, sendKind } from "@/lib/billing/rules";
import type { InvoiceListRow } from "@/lib/billing/types";
import { formatIsoDate } from "@/lib/dates";
import { formatCents } from "@/lib/money";

import { DetailField } from "../../dialogs/details-dialog";
import { FormDialog, type DialogProps } from "../../dialogs/form-dialog";
import { TextareaField } from "../../forms/textarea-field";
import { useActionForm } from "../../forms/use-action-form";

type Props = DialogProps & { invoice: InvoiceListRow };

/**
 * 'Send Invoice' (a draft) or 'Resend' (sent or overdue): the admin reads who gets what and may
 * rewrite the message; the amount due, the due date, the client page's link and the PDF are
 * always added. Sending a draft marks it sent.
 */
export function InvoiceSendDialog({ invoice, ...dialog }: Props) {
  const kind = sendKind(invoice.status) ?? "resend";
  const actionForm = useActionForm(sendInvoiceAction, invoiceSendSchema, {
    defaultValues: { id: invoice.id, message: defaultInvoiceMessage(invoice, kind) },
    messages: {
      success: kind === "send" ? `Invoice sent to ${invoice.clientEmail}.` : `Invoice sent again to ${invoice.clientEmail}.`,
      failure: "Failed to send invoice.",
      log: "invoices.send",
    },
    onSuccess: dialog.onClose,
  });
  const title = `${kind === "send" ? "Send Invoice" : "Resend Invoice"} ${invoice.invoiceNumber}`;
  return (
    <FormDialog
      {...dialog}
      title={title}
      description={
        kind === "send" ? "The invoice is mailed to the client and marked sent." : "The client gets the invoice again, with the same link."
      }
      intro={
        <dl className="grid gap-3 rounded-lg border bg-slate-50 p-3 sm:grid-cols-2">
          <DetailField label="To">{invoice.clientEmail}</DetailField>
          <DetailField label="Subject">{invoiceSubject(invoice.invoiceNumber)}</DetailField>
          <DetailField label="Amount due">{formatCents(balanceCents(invoice))}</DetailField>
          <DetailField label="Due date">{formatIsoDate(invoice.dueDate)}</DetailField>
          <DetailField label="Attached" wide>
            {`${invoice.invoiceNumber}.pdf, and a link to the invoice page`}
          </DetailField>
        </dl>
      }
      form={actionForm}
      submitLabel={kind === "send" ? "Send Invoice" : "Resend Invoice"}
      busyLabel="Sending..."
      className="sm:grid-cols-1"
    >
      <TextareaField
        id="invoice-send-message"
        label="Message"
        rows={6}
        hint="The amount due, the due date and the link follow your message, then your name."
        {...actionForm.field("message")}
      />
    </FormDialog>
  );
}
