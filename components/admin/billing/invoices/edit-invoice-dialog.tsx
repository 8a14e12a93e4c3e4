"use client";

import { toast } from "sonner";

import { BLANK_ITEM, type InvoiceFormValues } from "@/lib/billing/invoices/schema";
import type { InvoiceDraft, InvoiceListRow } from "@/lib/billing/types";

import { InvoiceFormDialog } from "./invoice-form-dialog";
import { useInvoiceDraft } from "./use-invoice-draft";
import { DetailsDialog } from "../../dialogs/details-dialog";
import type { DialogProps } from "../../dialogs/form-dialog";

const editValues = (invoice: InvoiceListRow, { particulars, items }: InvoiceDraft): InvoiceFormValues => ({
  clientId: particulars.clientId,
  projectId: particulars.projectId ?? "",
  clientName: invoice.clientName,
  clientEmail: invoice.clientEmail,
  clientAddress: particulars.clientAddress ?? "",
  issueDate: invoice.issueDate,
  dueDate: invoice.dueDate,
  taxRate: Number(particulars.taxRate),
  items:
    items.length > 0
      ? items.map((item) => ({ description: item.description, quantity: Number(item.quantity), unitPrice: Number(item.unitPrice) }))
      : [{ ...BLANK_ITEM }],
  description: particulars.description ?? "",
  notes: particulars.notes ?? "",
  paymentMethod: particulars.paymentMethod ?? "",
  lessDepositInvoiceId: particulars.lessDepositInvoiceId,
});

type Props = DialogProps & { invoice: InvoiceListRow };

/** Edit of a draft: its items and particulars load first, then the invoice form opens filled in. */
export function EditInvoiceDialog({ invoice, ...dialog }: Props) {
  const loaded = useInvoiceDraft(invoice.id, () => {
    toast.error("Error", { description: "Failed to load invoices." });
    dialog.onClose();
  });
  if (loaded) {
    // The picker names the client as this draft bills it (the bill-to), until another is chosen.
    const client = {
      id: loaded.particulars.clientId,
      label: invoice.clientName,
      detail: invoice.clientEmail,
      billingEmail: invoice.clientEmail,
      billingAddress: loaded.particulars.clientAddress ?? "",
    };
    return <InvoiceFormDialog {...dialog} invoice={invoice} defaultValues={editValues(invoice, loaded)} initialClient={client} />;
  }
  return (
    <DetailsDialog {...dialog} title={`Edit Invoice ${invoice.invoiceNumber}`} description="Drafts can change until they are sent.">
      <p role="status" className="text-muted-foreground text-sm">
        Loading invoice...
      </p>
    </DetailsDialog>
  );
}
