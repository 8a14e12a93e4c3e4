"use client";

import { BLANK_ITEM, type InvoiceFormValues } from "@/lib/billing/invoices/schema";

import { InvoiceFormDialog } from "./invoice-form-dialog";
import { NewItemButton } from "../../forms/new-item-button";

const newInvoiceValues = (today: string): InvoiceFormValues => ({
  clientId: "",
  projectId: "",
  clientName: "",
  clientEmail: "",
  clientAddress: "",
  issueDate: today,
  dueDate: "",
  taxRate: 0,
  items: [{ ...BLANK_ITEM }],
  description: "",
  notes: "",
  paymentMethod: "",
  lessDepositInvoiceId: null,
});

/** 'New Invoice': the create form; the issue date starts as today in the agency's time zone. */
export function NewInvoiceButton({ today }: { today: string }) {
  return <NewItemButton label="New Invoice" dialog={(props) => <InvoiceFormDialog {...props} defaultValues={newInvoiceValues(today)} />} />;
}
