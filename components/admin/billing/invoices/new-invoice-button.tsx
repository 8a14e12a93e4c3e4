"use client";

import { BLANK_ITEM, type InvoiceFormValues } from "@/lib/billing/invoices/schema";
import { dueDateFromTerms } from "@/lib/billing/settings/schema";

import { InvoiceFormDialog } from "./invoice-form-dialog";
import { NewItemButton } from "../../forms/new-item-button";

const newInvoiceValues = (today: string, paymentTermsDays: number | null): InvoiceFormValues => ({
  clientId: "",
  projectId: "",
  clientName: "",
  clientEmail: "",
  clientAddress: "",
  issueDate: today,
  dueDate: dueDateFromTerms(today, paymentTermsDays),
  taxRate: 0,
  items: [{ ...BLANK_ITEM }],
  description: "",
  notes: "",
  paymentMethod: "",
  lessDepositInvoiceId: null,
});

/**
 * 'New Invoice': the create form; the issue date starts as today in the agency's time zone, and the
 * due date as the payment terms after it when Billing Settings has terms.
 */
export function NewInvoiceButton({ today, paymentTermsDays }: { today: string; paymentTermsDays: number | null }) {
  return (
    <NewItemButton
      label="New Invoice"
      dialog={(props) => (
        <InvoiceFormDialog {...props} defaultValues={newInvoiceValues(today, paymentTermsDays)} paymentTermsDays={paymentTermsDays} />
      )}
    />
  );
}
